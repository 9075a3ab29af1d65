/* The script of the benchmark's third yardstick, the minimal page with the core:
   bench/navigation.js builds build/bench/minimal-core.html from bench/minimal.html, with the
   page's first script (the wasm core, without the strings) in its head and this in place of
   its inline arithmetic. It reads the same form, asks the core, and writes what the minimal
   page writes, formatted as it formats them. So its time to first result, against the minimal
   page's, is what the core alone costs a page that does nothing else: the floor under the
   page's ratio. Runs in the browser as a classic script; not a product. */
'use strict';
performance.mark('elo-minimal-script');
const form = document.forms[0];
const number = new Intl.NumberFormat('en', { signDisplay: 'exceptZero' });
performance.mark('elo-minimal-number-format');
const show = (name, text) => {
  document.querySelector('output[name="' + name + '"]').textContent = text;
};

function render(core) {
  const answer = JSON.parse(
    core.calculate(
      JSON.stringify({
        rules: form.rules.value,
        k: form.k.value,
        kAuto: false,
        player: { rating: form.ratingA.value },
        opponent: { rating: form.ratingB.value },
        result: form.result.value,
        gamesText: form.games.value,
        date: new Date().toISOString().slice(0, 10)
      })
    )
  );
  const { player, opponent } = answer.game;
  show('newRatingA', String(player.newRating));
  show('changeA', number.format(player.change));
  show('newRatingB', String(opponent.newRating));
  show('changeB', number.format(opponent.change));
  show('expectedA', player.expected.toFixed(2));
  show('tournamentChange', number.format(answer.tournament.change));
  show('ratingAfterTournament', String(answer.tournament.newRating));
}

const state = new URLSearchParams(location.hash.slice(1));
for (const name of ['ratingA', 'ratingB', 'result', 'rules', 'k', 'games'])
  if (state.has(name)) form[name].value = state.get(name);
window.ELO_CORE_PROMISE.then((core) => {
  form.addEventListener('input', () => render(core));
  render(core);
});
