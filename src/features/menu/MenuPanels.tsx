/** The tab panels, one lazy chunk: they show only after a tab is opened. */
export { DietaryPanel } from './DietaryPanel';
export { HistoryPanel } from './HistoryPanel';
export { PromosPanel } from './PromosPanel';
