/**
 * The API worker's entry. It holds nothing but this import, and the worker build puts
 * ./exposeApi.ts and everything it imports in a chunk of their own (API_WORKER_CORE in
 * vite.config.ts), so no chunk ever imports this file.
 *
 * Why: WebKit (Safari, WebKitGTK 2.50) evaluates a module worker's main script a second time when
 * a chunk imports it, where Chromium and Firefox reuse the module. With the contract in the entry,
 * an area chunk loaded on its first call (./lazyArea.ts) imported the entry, a second contract was
 * built and exposed, and every message from the page was answered twice: one tap on Add put two
 * lines in the cart. scripts/workerEntryCheck.ts fails the build if a chunk imports this file.
 */
import './exposeApi';
