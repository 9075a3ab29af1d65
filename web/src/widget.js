/* Entry point of dist/elo-widget.js: registers <elo-calculator> with the bundled core and styles.
   'elo-core' and 'elo-widget-css' are modules scripts/build-web.js makes at build time. */
import createEloCore from 'elo-core';
import css from 'elo-widget-css';
import { define } from './element.js';

if (typeof customElements !== 'undefined') {
  define({ createCore: createEloCore, css, registry: customElements, print: () => window.print() });
}
