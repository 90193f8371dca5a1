import { expose } from 'comlink';
import { createRecomputeApi } from './recompute-api';

/** The worker's entry: the recompute API, served over comlink. */
expose(createRecomputeApi());
