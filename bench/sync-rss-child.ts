/**
 * The memory figure's process: bundled like the app's main process (no TypeScript loader in
 * memory), it loads a run of argv[3] codes × argv[4] tasks against the sandbox at argv[2] and
 * prints its RSS.
 */
import { measureRss } from './sync-runs';

const [url, count, taskCount] = process.argv.slice(2);
const { peak, baseline } = await measureRss(url, Number(count), Number(taskCount));
console.log(`rss_mb=${peak} baseline_mb=${baseline}`);
