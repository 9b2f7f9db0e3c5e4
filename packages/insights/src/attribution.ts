export { ONET_ATTRIBUTION } from './occupations/occupations.js';

/** Where the occupation data comes from, for a credits page or the PDF. */
export const ONET_SOURCE =
  'O*NET 29.3 Database (May 2025 Release), USDOL/ETA — https://www.onetcenter.org/database.html';
export const ONET_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';
