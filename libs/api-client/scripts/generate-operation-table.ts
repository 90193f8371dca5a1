/**
 * Writes libs/api-client/src/request/operation-table.generated.ts from the contract registry:
 * what the browser client needs of each operation (method, path, two flags) without the schemas,
 * so the contract's validators never reach a visitor's phone. Run after changing the registry:
 *   npx tsx libs/api-client/scripts/generate-operation-table.ts
 * operation-table.spec.ts fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderOperationTable } from '../src/request/render-operation-table';

const target = join(__dirname, '..', 'src', 'request', 'operation-table.generated.ts');
writeFileSync(target, renderOperationTable());
console.log(`wrote ${target}`);
