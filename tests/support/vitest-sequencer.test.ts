import { describe, expect, it } from 'vitest';
import { docblockEnvironment, keepGroupsTogether } from './vitest-sequencer';

describe("vitest's file order", () => {
  it("reads the environment a file's docblock asks for, or none", () => {
    expect(docblockEnvironment('// @vitest-environment happy-dom\nimport x from "y";')).toBe('happy-dom');
    expect(docblockEnvironment('/**\n * @vitest-environment node\n */')).toBe('node');
    expect(docblockEnvironment('import { it } from "vitest";')).toBeUndefined();
  });

  it('keeps each group together, in the order its first file came, each file where it stood in its group', () => {
    const files = ['console:dom:a', 'console:node:b', 'console:dom:c', 'widget:dom:d', 'console:node:e'];
    const groupOf = (file: string) => file.split(':').slice(0, 2).join(':');
    expect(keepGroupsTogether(files, groupOf)).toEqual([
      'console:dom:a',
      'console:dom:c',
      'console:node:b',
      'console:node:e',
      'widget:dom:d',
    ]);
  });
});
