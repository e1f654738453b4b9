type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The two message trees as one: `more`'s texts are added under the same keys (neither tree is changed). */
export function mergeMessages<T extends Tree>(base: T, more: Tree): T {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(more)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeMessages(current, value) : value;
  }
  return merged as T;
}
