// Issue 4 Acceptance 1 for the harbour brand (runs in the harbour project: see playwright.config.ts).
import { installJourneys } from './support/installJourneys';

installJourneys('harbour');
