/**
 * Request bodies may nest arrays and objects this deep. Deeper JSON parses fine, but storing it
 * makes every later `JSON.stringify` (answers, the journal, exports) overflow the stack.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text opens more than `maxDepth` arrays or objects inside each other; strings are skipped. */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return false;
}
