/* Keeping and sharing the game mode's answer: the games as CSV, the page printed, and the
   link to this very form copied (only where the calculator has a page address of its own). */
import { h } from './dom.js';
import { download } from './csv.js';
import { gamesCsv, gamesCsvName } from './game-csv.js';

// A copy through a hidden text box, for browsers without the asynchronous clipboard (or pages
// not allowed it).
function copyByTextBox(text, near) {
  const box = h('textarea', {
    readonly: true,
    class: 'elo-visually-hidden',
    'aria-hidden': 'true'
  });
  box.value = text;
  near.appendChild(box);
  box.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  box.remove();
  return done;
}

/** Copies `text`; resolves to whether it was copied. */
export async function copyText(text, near) {
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused: try the older way
  }
  return copyByTextBox(text, near);
}

/** The actions under the games. ctx: { t, lang, print(), link() (the page's address, or null
    where there is none) }. Returns { element, setTournament(tournament) }. */
export function buildGameActions(ctx) {
  const { t } = ctx;
  let tournament = null;
  const status = h('span', {
    class: 'elo-copy-status',
    role: 'status',
    'aria-live': 'polite'
  });
  let clearTimer = null;
  const say = (text) => {
    status.textContent = text;
    clearTimeout(clearTimer);
    if (text) clearTimer = setTimeout(() => (status.textContent = ''), 4000);
  };
  const copyLink =
    typeof ctx.link === 'function' &&
    h('button', {
      type: 'button',
      class: 'elo-button elo-copy-link',
      text: t('results.copyLink'),
      on: {
        click: async () => {
          say('');
          const ok = await copyText(ctx.link(), element);
          say(t(ok ? 'results.linkCopied' : 'results.linkNotCopied'));
        }
      }
    });
  const csv = h('button', {
    type: 'button',
    class: 'elo-button elo-games-csv',
    text: t('event.exportCsv'),
    on: {
      click: () => {
        if (tournament) download(gamesCsv(tournament, ctx), gamesCsvName(tournament));
      }
    }
  });
  const print = h('button', {
    type: 'button',
    class: 'elo-button elo-games-print',
    text: t('event.print'),
    on: { click: () => ctx.print() }
  });
  const element = h('div', { class: 'elo-actions elo-game-actions' }, [
    copyLink,
    csv,
    print,
    status
  ]);

  return {
    element,
    setTournament(next) {
      tournament = next && next.games && next.games.length ? next : null;
      csv.hidden = !tournament;
      print.hidden = !tournament;
    }
  };
}
