/* An answer of the core, parsed anew every time, made to keep the objects of the answer before
   it wherever their values have not changed: a part of the page then knows that what it shows
   is still right by identity (===), without comparing or serializing the parts. */

const isObject = (v) => typeof v === 'object' && v !== null;

/** `after`, where every object or array equal in value to the one at the same place in
    `before` is `before`'s own (the whole of `before` when all of it is). Neither is changed:
    the parts that differ are new objects holding the parts kept. */
export function keepSame(before, after) {
  if (!isObject(after) || !isObject(before) || Array.isArray(after) !== Array.isArray(before))
    return after;
  if (before === after) return before;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  const out = Array.isArray(after) ? [] : {};
  for (const key of keys) {
    out[key] = Object.hasOwn(before, key) ? keepSame(before[key], after[key]) : after[key];
    same = same && out[key] === before[key];
  }
  return same ? before : out;
}
