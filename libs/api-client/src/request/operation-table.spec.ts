import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderOperationTable } from './render-operation-table';

describe('operation table', () => {
  it('given the contract registry, then the generated table matches it (run libs/api-client/scripts/generate-operation-table.ts when it does not)', () => {
    const onDisk = readFileSync(join(__dirname, 'operation-table.generated.ts'), 'utf8');
    expect(onDisk).toBe(renderOperationTable());
  });
});
