// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProjectPort } from '../port/project-port';
import { failureMessage, ProjectProvider, useProjectData } from './project-context';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const PORT = {} as ProjectPort;

describe('project data', () => {
  it('keeps the newest read when an older one answers last', async () => {
    let revision = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ProjectProvider port={PORT} publicToken="public-token-test-data" revision={revision}>
        {children}
      </ProjectProvider>
    );
    const reads = [deferred<string[]>(), deferred<string[]>()];
    let call = 0;
    const read = () => reads[call++]?.promise ?? new Promise<string[]>(() => undefined);
    const { result, rerender } = renderHook(() => useProjectData(read, [] as string[]), { wrapper });

    // The first read (on mount) is still out when a change triggers the second.
    revision = 1;
    rerender();
    expect(call).toBe(2);
    await act(async () => reads[1]?.resolve(['after the change']));
    await act(async () => reads[0]?.resolve(['before the change']));
    expect(result.current.data).toEqual(['after the change']);
    expect(result.current.loaded).toBe(true);
  });

  it('reads again when its key changes, and keeps the data when a read fails', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ProjectProvider port={PORT} publicToken="public-token-test-data" revision={0}>
        {children}
      </ProjectProvider>
    );
    let fail = false;
    const read = async () => {
      if (fail) throw new Error("Error invoking remote method 'x': Error: [404] user_not_found: No user.");
      return ['first'];
    };
    const { result, rerender } = renderHook(({ key }) => useProjectData(read, [] as string[], key), {
      wrapper,
      initialProps: { key: 'a' },
    });
    await act(async () => {});
    expect(result.current.data).toEqual(['first']);
    fail = true;
    rerender({ key: 'b' });
    await act(async () => {});
    expect(result.current.data).toEqual(['first']);
    expect(result.current.error).toBe('[404] user_not_found: No user.');
  });

  it("says a failure in the emulator's words, without Electron's wrapping", () => {
    expect(failureMessage(new Error("Error invoking remote method 'a:b': TypeError: bad"))).toBe('bad');
    expect(failureMessage('plain')).toBe('plain');
  });
});
