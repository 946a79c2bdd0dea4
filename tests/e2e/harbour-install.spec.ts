// The app installs, for the harbour brand (runs in the harbour project: see playwright.config.ts).
import { installJourneys } from './support/installJourneys';

installJourneys('harbour');
