/**
 * The memory figure's process: bundled like the app's main process (no TypeScript loader in
 * memory), it loads a 10,000 × 10 run against the sandbox at argv[2] and prints its RSS.
 */
import { measureRss } from './sync-runs';

const { peak, baseline } = await measureRss(process.argv[2]);
console.log(`rss_mb=${peak} baseline_mb=${baseline}`);
