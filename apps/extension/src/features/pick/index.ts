// The pick feature: table candidates of a page, highlight, pick on page, and reading the chosen table.
// React parts are in ./ui.ts, so that the content script and the service worker do not bundle React.
export { PICK_MESSAGES, isFoundCandidates, isQuickFound, type CandidateList, type CandidateSummary, type FoundCandidate, type GridRead, type PickedTable } from './messages';
export { createPickHandlers, KIND_KEYS, type PickDeps } from './content/pick-handlers';
export { createCandidateRegistry, type CandidateRegistry } from './content/candidates';
