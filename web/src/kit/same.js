/* An answer of the core, parsed anew every time, made to keep the objects of the answer before
   it wherever their values have not changed: a part of the page then knows that what it shows
   is still right by identity (===), without comparing or serializing the parts. */

const isObject = (v) => typeof v === 'object' && v !== null;

// Whether two parts of answers (JSON values) hold the same values.
function alike(a, b) {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!alike(a[i], b[i])) return false;
    return true;
  }
  let count = 0;
  for (const key in a) {
    if (!Object.hasOwn(b, key) || !alike(a[key], b[key])) return false;
    count++;
  }
  return count === Object.keys(b).length;
}

/** `after`, where every object or array equal in value to the one at the same place in
    `before` is `before`'s own (the whole of `before` when all of it is). Neither is changed:
    the parts that differ are new objects holding the parts kept. */
export function keepSame(before, after) {
  if (!isObject(after) || !isObject(before) || Array.isArray(after) !== Array.isArray(before))
    return after;
  if (alike(before, after)) return before;
  const out = Array.isArray(after) ? after.slice() : { ...after };
  for (const key of Object.keys(out))
    if (Object.hasOwn(before, key)) out[key] = keepSame(before[key], after[key]);
  return out;
}
