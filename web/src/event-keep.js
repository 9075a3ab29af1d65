/* The event's last file kept on this device (event-store.js), and never lost without a way
   back: "Forget this event" asks, then offers Undo, and so does a file opened over a kept one
   (which clears what was typed for the players before). */
import { createAsk } from './kit/ask.js';
import { createEventKeeper } from './event-store.js';
import { PLAYER_MAPS } from './event-request.js';

/** The event's keeping for a view: `hooks` are { state() (a copy of the view's state, its
    players' maps too), become(next) (the form, the answer and what is kept) }. Returns { ask
    (the line the form places), keep(state) (soon), flush() (now), opened(before) (after a
    file replaced `before`), forget() (asks first), clear() (when something is typed: an Undo
    would now overwrite it) }. */
export function createEventKeeping(t, storage, hooks) {
  const keeper = createEventKeeper(storage);
  const ask = createAsk('elo-ask-kept');
  const action = (name, key, run) => ({ action: 'event-' + name, label: t(key), run });
  const undoable = (before, text) =>
    ask.ask(text, [action('undo', 'ladder.undo', () => hooks.become(before))], false);

  function forget() {
    const before = hooks.state();
    const emptied = { ...hooks.state(), text: '', fileName: '' };
    for (const map of PLAYER_MAPS) emptied[map] = {};
    hooks.become(emptied);
    keeper.flush();
    undoable(before, t('ladder.forgotten'));
  }

  return {
    ask,
    keep: keeper.keep,
    flush: keeper.flush,
    opened(before) {
      if (before.text.trim() !== '') undoable(before, t('event.replaced'));
    },
    forget: () =>
      ask.ask(t('event.forgetAsk'), [
        action('forget-confirm', 'ladder.forgetConfirm', forget),
        action('keep', 'event.keepEvent', () => {})
      ]),
    clear: ask.clear
  };
}
