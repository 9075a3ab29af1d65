/* A season that cannot be lost, in the ladder's form: a file opened over a kept season asks
   first, "Forget" asks, and each change then offers Undo; "Save" downloads the season as one
   file (ladder-season.js) that opens as it was. */
import { openFileText } from './file-drop.js';
import {
  inDateOrder,
  mustAsk,
  readSeasonFile,
  seasonFileName,
  seasonFileText,
  seasonWith
} from './ladder-season.js';
import { createAsk } from './kit/ask.js';
import { download } from './csv.js';

/** The season's questions for a view: `hooks` are { form(), state(), become(next, fileName)
    (the form, the answer and what is kept), flush() (what is kept, written now), answer() (the
    core's last standings, or null) }. Returns { asks (the two lines the form places),
    openFile(file), buttons (the kept line's, by action), clear() (when something is typed: an
    Undo would now overwrite it) }. */
export function createSeasonActions(t, hooks) {
  // One line at a time: a question or an Undo asked on one line retires the other's, whose
  // Undo would bring back a season from before this change.
  const lines = { file: createAsk('elo-ask-file'), kept: createAsk('elo-ask-kept') };
  const alone = (line, other) => ({
    ...line,
    ask(...args) {
      other.clear();
      line.ask(...args);
    }
  });
  const asks = { file: alone(lines.file, lines.kept), kept: alone(lines.kept, lines.file) };
  const action = (name, key, run) => ({ action: 'ladder-' + name, label: t(key), run });
  const keep = action('keep', 'ladder.keepSeason', () => {});

  // A change that loses what was there, said by `doneKey` on `ask`'s line with an Undo, and
  // where it leaves every game dated but out of date order, an offer to put them in order.
  function change(ask, next, doneKey, name) {
    const before = hooks.state();
    hooks.become(next, name);
    const undo = action('undo', 'ladder.undo', () => hooks.become(before, before.fileName));
    const ordered = inDateOrder(next.games, hooks.answer());
    const order = action('order', 'ladder.putInOrder', () =>
      change(ask, { ...hooks.state(), games: ordered }, 'ladder.inOrder', name)
    );
    ask.ask(t(doneKey, { name }), ordered === null ? [undo] : [undo, order], false);
  }

  function openFile(file) {
    return openFileText(hooks.form(), t, file, (text) => {
      const opened = readSeasonFile(text);
      const { name } = file;
      const state = hooks.state();
      const become = (how) => seasonWith(state, opened, how);
      if (!mustAsk(state)) return hooks.become(become('replace'), name);
      asks.file.ask(t('ladder.fileAsk', { name }), [
        action('append', 'ladder.append', () =>
          change(asks.file, become('append'), 'ladder.appended', name)
        ),
        action('replace', 'ladder.replace', () =>
          change(asks.file, become('replace'), 'ladder.replaced', name)
        ),
        keep
      ]);
    });
  }

  function forget() {
    const emptied = { ...hooks.state(), games: '', roster: '' };
    change(asks.kept, emptied, 'ladder.forgotten', '');
    hooks.flush();
  }

  return {
    asks,
    openFile,
    buttons: {
      save: () =>
        download(seasonFileText(hooks.state()), seasonFileName(hooks.answer(), t), 'text/plain'),
      forget: () =>
        asks.kept.ask(t('ladder.forgetAsk'), [
          action('forget-confirm', 'ladder.forgetConfirm', forget),
          keep
        ])
    },
    clear() {
      asks.file.clear();
      asks.kept.clear();
    }
  };
}
