/**
 * The editor features a JSON document needs, instead of `monaco-editor/features/register.all`:
 * typing, selecting and moving lines, find, folding, bracket matching, format on paste, the
 * diagnostics' hovers and F8, JSON completions and Ctrl+M to leave with Tab. Left out: the diff
 * editor, inline completions, quick access (F1), symbols, references, rename, code lens, inlay
 * hints, sticky scroll, GPU rendering... none of which a JSON document uses, and which made up
 * most of the editor chunk's code to fetch and compile before the first open. The JSON mode
 * would import them all back; vite.web.config.ts (monacoWorkersWithoutContributions) stops it.
 */
import 'monaco-editor/features/anchorSelect/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/caretOperations/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/lineSelection/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/readOnlyMessage/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/toggleTabFocusMode/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/wordPartOperations/register';
