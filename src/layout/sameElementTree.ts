import { isValidElement } from 'react';

const MAX_DEPTH = 12;

/**
 * Whether two React element trees render the same: the same element types and keys, and props that are the same
 * values (`Object.is`) or, for elements and arrays, the same trees. Fresh element objects built again from the same
 * parts compare equal; any other value (a new object, a new function) compares by identity.
 */
export function sameElementTree(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameElementTree(item, b[i], depth + 1));
  }
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const propsA = a.props as Record<string, unknown>;
  const propsB = b.props as Record<string, unknown>;
  const keys = Object.keys(propsA);
  return (
    keys.length === Object.keys(propsB).length &&
    keys.every((key) => Object.hasOwn(propsB, key) && sameElementTree(propsA[key], propsB[key], depth + 1))
  );
}
