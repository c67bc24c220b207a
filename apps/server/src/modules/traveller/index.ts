/**
 * The traveller report module (parte de viajero, Real Decreto 933/2021): the identified
 * guest reviews and completes the report prefilled from their document, the parte is
 * filled and then signed by OTP (or sealed alone), and the account's guest register lists,
 * searches and exports the reports until their retention ends. What other modules may use.
 */
export { purgeTravellerReports } from './purge-traveller-reports.ts';
export { travellerReportById } from './traveller-report-row.ts';
export { travellerRoutes } from './traveller-routes.ts';
