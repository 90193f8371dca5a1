/** How a request was judged before it was sent (see the request oracle and the mutations' rules). */
export type RequestKind = 'valid' | 'invalid' | 'no token';

interface Row {
  valid: number;
  /** Valid requests the API carried out (2xx): the ones that reached the handler's real work. */
  succeeded: number;
  invalid: number;
  noToken: number;
  /** Mutated requests the oracle still judged valid (a value coerced to the right type). */
  stillValid: number;
  statuses: Map<number, number>;
}

/** Requests made per operation, printed as a table at the end of the run. */
export class FuzzReport {
  private readonly rows = new Map<string, Row>();

  record(operation: string, kind: RequestKind, status: number, options: { stillValid?: boolean } = {}): void {
    const row = this.row(operation);
    if (kind === 'valid') {
      row.valid += 1;
      if (status >= 200 && status < 300) row.succeeded += 1;
    } else if (kind === 'invalid') {
      row.invalid += 1;
    } else {
      row.noToken += 1;
    }
    if (options.stillValid) row.stillValid += 1;
    row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
  }

  /** Operations seen, for a check that every one was fuzzed. */
  operations(): string[] {
    return [...this.rows.keys()];
  }

  totals(): { requests: number; valid: number; succeeded: number; invalid: number; noToken: number } {
    let valid = 0;
    let succeeded = 0;
    let invalid = 0;
    let noToken = 0;
    for (const row of this.rows.values()) {
      valid += row.valid;
      succeeded += row.succeeded;
      invalid += row.invalid;
      noToken += row.noToken;
    }
    return { requests: valid + invalid + noToken, valid, succeeded, invalid, noToken };
  }

  table(header: string): string {
    const head = ['operation', 'valid', '2xx', 'invalid', 'no token', 'total', 'statuses'];
    const lines: string[][] = [head];
    for (const [name, row] of this.rows) {
      const statuses = [...row.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}x${n}`)
        .join(' ');
      const total = row.valid + row.invalid + row.noToken;
      lines.push([name, row.valid, row.succeeded, row.invalid, row.noToken, total, statuses].map(String));
    }
    const t = this.totals();
    lines.push(['TOTAL', t.valid, t.succeeded, t.invalid, t.noToken, t.requests, ''].map(String));
    const widths = head.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
    // Names and statuses read left to right; counts line up on the right.
    const text = lines.map((l) =>
      l
        .map((cell, i) =>
          i === 0 || i === head.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    );
    return `${header}\n${text.join('\n')}\n`;
  }

  private row(operation: string): Row {
    let row = this.rows.get(operation);
    if (!row) {
      row = { valid: 0, succeeded: 0, invalid: 0, noToken: 0, stillValid: 0, statuses: new Map() };
      this.rows.set(operation, row);
    }
    return row;
  }
}
