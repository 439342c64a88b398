// Worker bootstrap: lets Node load the TypeScript worker through tsx when it is not already registered.
import { register } from 'tsx/esm/api';

register();
await import('./query-worker.ts');
