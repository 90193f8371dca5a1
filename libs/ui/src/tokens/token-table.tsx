import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import styles from './token-table.module.css';

export interface TokenTableProps {
  tokens: ReadonlyArray<readonly [string, string]>;
  /** Renders the visual sample for one token. */
  sample: (name: string) => ReactNode;
}

/**
 * The tokens' values as the page has them (so a theme shows through), read from the element `ref` points at once it
 * is drawn: `names` must keep its identity between renders.
 */
export function useLiveTokenValues(names: readonly string[]) {
  const ref = useRef<HTMLTableElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    const style = view.getComputedStyle(element);
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])));
  }, [names]);
  return { ref, values };
}

/** Storybook-only: a table of tokens with live values read from the page (so themes show through). */
export function TokenTable({ tokens, sample }: TokenTableProps) {
  const names = useMemo(() => tokens.map(([name]) => name), [tokens]);
  const { ref, values } = useLiveTokenValues(names);

  return (
    <table ref={ref} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Token</th>
          <th scope="col">Use</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map(([name, use]) => (
          <tr key={name}>
            <td className={styles.sample}>{sample(name)}</td>
            <td>
              <code>{name}</code>
              <div className={styles.value}>{values[name]}</div>
            </td>
            <td>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
