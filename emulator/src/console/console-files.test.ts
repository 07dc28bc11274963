import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleAsset, consolePage } from './console-files';

let dir: string;
beforeAll(() => {
  dir = `${mkdtempSync(join(tmpdir(), 'foyer-console-'))}/`;
  mkdirSync(`${dir}assets`);
  writeFileSync(`${dir}index.html`, '<!doctype html><title>console</title>');
  writeFileSync(`${dir}assets/index-AbC_1.js`, 'export {}');
  writeFileSync(`${dir}assets/index-AbC_1.css`, 'body{}');
  writeFileSync(`${dir}secret.txt`, 'not an asset');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the console's files", () => {
  it('serves the page, and built assets with their media type', () => {
    expect(consolePage(dir)).toContain('<title>console</title>');
    expect(consoleAsset('index-AbC_1.js', dir)).toMatchObject({
      mediaType: 'text/javascript; charset=utf-8',
    });
    expect(consoleAsset('index-AbC_1.css', dir)?.body.toString()).toBe('body{}');
  });

  it('serves nothing outside assets/, of another kind, or not there', () => {
    for (const name of [
      '../secret.txt',
      '..%2Fsecret.txt',
      '.hidden.js',
      'secret.txt',
      'a/b.js',
      'missing.js',
      '',
    ]) {
      expect(consoleAsset(name, dir), name).toBeUndefined();
    }
  });

  it('has no page when the console was not built', () => {
    expect(consolePage(join(dir, 'nothing/'))).toBeUndefined();
  });
});
