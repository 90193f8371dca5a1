import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { contrastPairs, MIN_RATIO } from './contrast-pairs';
import { useLiveTokenValues } from './token-table';
import styles from './token-table.module.css';

const PAIR_TOKENS = contrastPairs.flatMap(({ foreground, background }) => [foreground, background]);

extend([a11yPlugin]);

/** The contrast of two colours as WCAG 2.2 defines it (relative luminance); colord rounds it to two decimals. */
export function contrastRatio(foreground: string, background: string): number {
  return colord(foreground).contrast(background);
}

/**
 * Storybook-only: every colour pair the components draw, painted with the tokens' live values (read from the page,
 * so a theme shows through), its contrast ratio and whether it reaches WCAG AA for its use.
 */
export function ContrastTable() {
  const { ref, values } = useLiveTokenValues(PAIR_TOKENS);

  return (
    <table ref={ref} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Pair</th>
          <th scope="col">Ratio</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ foreground, background, use, where }) => {
          const fg = values[foreground];
          const bg = values[background];
          const ratio = fg && bg ? contrastRatio(fg, bg) : null;
          const needed = MIN_RATIO[use];
          return (
            <tr key={`${foreground} ${background}`}>
              <td className={styles.sample}>
                <span
                  className={styles.contrastSample}
                  // The sample paints the pair with the tokens themselves (Storybook-only docs, as the token samples).
                  style={{ color: `var(${foreground})`, background: `var(${background})` }}
                >
                  {use === 'text' ? 'Aa ₹1,499' : '▭ ◯'}
                </span>
              </td>
              <td>
                <code>{foreground}</code> on <code>{background}</code>
                <div className={styles.value}>{where}</div>
              </td>
              <td>
                {ratio === null ? '…' : `${ratio.toFixed(1)}:1`}
                <div className={styles.value}>
                  {ratio === null ? '' : ratio >= needed ? `AA (${needed}:1 ${use})` : `Below ${needed}:1 ${use}`}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
