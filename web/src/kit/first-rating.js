/* Whether an unrated player's first rating would be published, and why not (B.02 7.1.4's
   conditions, as the core names them), said the same way in every mode. */
import { h } from '../dom.js';

/** Why a first rating is not published, by the core's reason code. */
const REASON_KEYS = {
  'zero-score': 'results.reasonZeroScore',
  'fewer-than-5-games': 'results.reasonFewerThan5Games',
  'below-1400': 'results.reasonBelow1400'
};

/** "Published", or "not published" with the core's `reasons` as a list. */
export function publishedNote(reasons, { t }) {
  const list = reasons || [];
  if (list.length === 0) return h('p', { text: t('results.published') });
  return h('div', null, [
    h('p', { text: t('results.notPublished') }),
    h(
      'ul',
      null,
      list.map((r) => h('li', { text: REASON_KEYS[r] ? t(REASON_KEYS[r]) : r }))
    )
  ]);
}
