/* Keeping what a mode was given on this device only (the browser's local storage), so that a
   reload does not lose it, and forgetting it on request: the ladder's season, the event's file
   and what was typed for its players. */

/** A store under `key` (versioned, so that a later shape can leave an old one alone) for the
    fields of `shape` (an object whose values give each field's type: a string, a boolean, or
    an object of strings, such as K typed by start rank). Returns { key, load(storage) (the
    kept fields, or null when none can be read), save(storage, state) (false when the storage
    refuses: full, or blocked), forget(storage) }. */
export function keptStore(key, shape) {
  const fields = Object.keys(shape);
  const fits = (value, like) =>
    like && typeof like === 'object'
      ? !!value &&
        typeof value === 'object' &&
        Object.values(value).every((v) => typeof v === 'string')
      : typeof value === typeof like;
  return {
    key,
    load(storage) {
      try {
        const data = JSON.parse((storage && storage.getItem(key)) || 'null');
        if (!data || typeof data !== 'object') return null;
        const state = {};
        for (const f of fields) if (fits(data[f], shape[f])) state[f] = data[f];
        return state;
      } catch {
        return null;
      }
    },
    save(storage, state) {
      try {
        if (!storage) return false;
        storage.setItem(key, JSON.stringify(Object.fromEntries(fields.map((f) => [f, state[f]]))));
        return true;
      } catch {
        return false;
      }
    },
    forget(storage) {
      try {
        if (storage) storage.removeItem(key);
      } catch {
        // Nothing was kept that could be reached.
      }
    }
  };
}

// Keeping is a write of the whole state: once typing pauses, not on every key.
const SAVE_PAUSE_MS = 400;

/** Keeps states of `store` in `storage` once typing pauses; `empty(state)` when there is
    nothing to keep (then nothing is left behind). Returns { keep(state) (soon), flush() (now,
    if one waits), forget() }. */
export function createKeeper(store, storage, empty) {
  let timer = null;
  let waiting = null;
  const save = () => {
    clearTimeout(timer);
    timer = null;
    const state = waiting;
    waiting = null;
    if (!state) return;
    if (empty(state)) store.forget(storage);
    else store.save(storage, state);
  };
  return {
    keep(state) {
      if (!storage) return;
      waiting = state;
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_PAUSE_MS);
    },
    flush: save,
    forget() {
      clearTimeout(timer);
      timer = null;
      waiting = null;
      store.forget(storage);
    }
  };
}
