/**
 * Filters that keep American-only wording (US licences, agencies, exams and software) out of
 * what we show, and the O*NET alternate titles and tools a student in India would recognise.
 */
import { socKeys } from '../resources/soc-lookup.js';
import { careerTitle } from './career-title.js';

/**
 * Terms that only make sense in the United States: US licences and exams, agencies, programmes
 * and offices. Used to filter O*NET alternate titles and software before they are shown, and to
 * keep them out of our own resource texts.
 */
export const US_ONLY_PATTERNS: readonly RegExp[] = [
  /\bCPA\b/, // Certified Public Accountant; India has the Chartered Accountant (ICAI)
  /Certified Public Accountant/i,
  /\bSheriff/i,
  /\bstate licen[cs](?:e|ing|ure)/i, // US state licensure
  /\bFederal\b/,
  /\bFAA\b/, // US aviation regulator; India has the DGCA
  /\bNCLEX\b/, // US nursing licence exam
  /(?<!All India )\bBar exam\b/i, // the US bar exam; India has the AIBE
  /\bState Bar\b(?! Council)/, // US state bars; India has State Bar Councils
  /\bUSMLE\b/,
  /\bCOMLEX\b/,
  /\bNAPLEX\b/, // US pharmacist licence exam
  /\bMCAT\b/,
  /\bSocial Security\b/,
  /\bMedicare\b/,
  /\bMedicaid\b/,
  /\bCounty\b/,
  /\bAttorney\b/, // Indian lawyers are advocates
  /\bSuperior Court\b/,
  /^Deputy$/i, // short for deputy sheriff
  /\bGED\b/, // US high-school equivalency
  /\bRealtor/i, // a US trademark
  /\bIRS\b/,
  /\bOSHA\b/,
  /\bFBI\b/,
  /\bTSA\b/,
  /\bDEA\b/,
  /\bNREMT\b/,
  /\bASE[- ]certif/i, // US Automotive Service Excellence
  /\bCDL\b/,
  /\bcommercial driver'?s licen[cs]e/i,
  /\bLicensed (?:Practical|Vocational) Nurse/i,
  /\b(?:LPN|LVN)\b/,
  /\bBoard Certified\b/, // US specialty boards
  /\bLetter Carrier\b/, // US Postal Service
  /\bRural Carrier\b/,
  /\bUS\b|\bUSA\b|\bUnited States\b/, // "US Customs and Border Protection Officer"
  /\bCBP\b/,
  /\bGeneral Services Administration\b/, // a US federal agency
  /\bGame Warden/i, // hunting is banned in India
  /\bCowboy/i,
  /\b(?:DVM|DPM)\b/, // US doctoral degrees in veterinary and podiatric medicine
  /\bU\.S\.(?!\w)/,
];

/** Whether a text uses a term that only makes sense in the United States. */
export function isUsOnlyTerm(text: string): boolean {
  return US_ONLY_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * Alternate titles named after a US credential ("Certified Nursing Assistant (CNA)",
 * "Licensed Massage Therapist (LMT)", "Registered Dental Assistant (RDA)").
 */
const US_CREDENTIAL_TITLE =
  /^(?:Board Certified|Certified|Licensed|Registered)\b|\b(?:Certified|Licensed)\b/;

const comparable = (title: string) =>
  title
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Up to six O*NET alternate titles a student in India would recognise: without US-only terms
 * or US credential titles, and without repeats of the title itself.
 */
export function indianAltTitles(occupation: {
  code: string;
  title: string;
  altTitles: readonly string[];
}): string[] {
  const { plural, singular } = careerTitle(occupation);
  const seen = new Set([plural, singular, occupation.title].map(comparable));
  const titles: string[] = [];
  for (const raw of occupation.altTitles) {
    const title = raw.replace(/\s+/g, ' ').trim();
    if (!title || isUsOnlyTerm(title) || US_CREDENTIAL_TITLE.test(title)) continue;
    const key = comparable(title);
    if (seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
    if (titles.length === 6) break;
  }
  return titles;
}

interface ToolFamily {
  /** O*NET's names of the tools (plus Indian staples such as Tally, in case they appear). */
  tools: readonly string[];
  /**
   * The SOC groups (see `socKeys`) whose work really uses these tools; every occupation when
   * absent. O*NET's "hot technology" lists name some tools for jobs that do not use them
   * (Apache Spark for nurses, Linux for barbers, SAP for stonemasons, Google Analytics for
   * lawyers), so programming and business platforms are kept only where they belong.
   */
  only?: ReadonlySet<string>;
}

/**
 * Software a student in India can actually find and try, by O*NET's name for it. An allow-list:
 * O*NET's lists mix well-known tools with US-only products (police records software, US health
 * records systems, QuickBooks, PeopleSoft, Workday) and trade-specific estimators, and only the
 * well-known tools are worth naming. Families are listed in the order they are shown.
 */
const TOOL_FAMILIES: readonly ToolFamily[] = [
  {
    // CAD, simulation, GIS and engineering mathematics
    tools: [
      'Autodesk AutoCAD',
      'Autodesk AutoCAD Civil 3D',
      'Autodesk AutoCAD Mechanical',
      'Autodesk Revit',
      'Autodesk Inventor',
      'Dassault Systemes SolidWorks',
      'Dassault Systemes CATIA',
      'PTC Creo Parametric',
      'Siemens NX',
      'ANSYS simulation software',
      'Bentley MicroStation',
      'Trimble SketchUp Pro',
      'McNeel Rhinoceros 3D',
      'National Instruments LabVIEW',
      'ETAP',
      'AspenTech HYSYS',
      'PVsyst',
      'ESRI ArcGIS software',
      'CNC Software Mastercam',
      'Mastercam computer-aided design and manufacturing software',
      'The MathWorks MATLAB',
      'Maplesoft Maple',
    ],
  },
  {
    // statistics and data analysis
    tools: ['IBM SPSS Statistics', 'SAS', 'R', 'Minitab', 'Tableau', 'Microsoft Power BI'],
  },
  {
    // design, video, animation and music
    tools: [
      'Adobe Photoshop',
      'Adobe Illustrator',
      'Adobe InDesign',
      'Adobe After Effects',
      'Adobe Premiere Pro',
      'Adobe Audition',
      'Adobe Photoshop Lightroom',
      'Adobe Creative Cloud software',
      'Figma',
      'Canva',
      'Corel CorelDraw Graphics Suite',
      'Autodesk Maya',
      'Unity Technologies Unity',
      'Apple Final Cut Pro',
      'Avid Technology Pro Tools',
      'Avid Technology Sibelius',
      'Apple Logic Pro',
      'Apple GarageBand',
    ],
  },
  {
    // programming, databases and cloud
    tools: [
      'Python',
      'C',
      'C++',
      'C#',
      'Oracle Java',
      'JavaScript',
      'TypeScript',
      'Go',
      'Perl',
      'Swift',
      'Bash',
      'Microsoft PowerShell',
      'Hypertext markup language HTML',
      'Cascading style sheets CSS',
      'Structured query language SQL',
      'MySQL',
      'Microsoft SQL Server',
      'Oracle Database',
      'Git',
      'GitHub',
      'Docker',
      'Kubernetes',
      'Linux',
      'Amazon Web Services AWS software',
      'Microsoft Azure software',
      'Google Angular',
      'Eclipse IDE',
      'Jenkins CI',
      'Ansible software',
      'Atlassian JIRA',
      'Apache Hadoop',
      'Apache Spark',
      'Apache Kafka',
      'Apache Hive',
      'Microsoft ASP.NET',
    ],
    only: new Set([
      '15',
      '17',
      '19',
      '11-3021', // computer and information systems managers
      '11-9041', // architectural and engineering managers
      '11-9121', // natural sciences managers
      '13-1111', // management analysts
      '13-1161', // market research analysts and search marketing strategists
      '13-2051', // financial and investment analysts
      '13-2054', // financial risk specialists
      '13-2099', // quantitative and fraud analysts
      '25-1021', // computer science teachers
      '25-1022', // mathematical science teachers
      '25-1032', // engineering teachers
      '25-1054', // physics teachers
      '27-1014', // special effects artists and animators
      '41-9031', // sales engineers
      '43-9111', // statistical assistants
      '49-2011', // computer and office machine repairers
      '51-9141', // semiconductor processing technicians
    ]),
  },
  {
    // business platforms used across India: ERP, accounting, CRM, web and project tools
    tools: [
      'SAP software',
      'Tally',
      'TallyPrime',
      'Zoho',
      'Salesforce software',
      'HubSpot software',
      'Shopify software',
      'Google Analytics',
      'WordPress',
      'Microsoft Project',
      'Oracle Primavera Enterprise Project Portfolio Management',
    ],
    only: new Set([
      '11', // managers
      '13', // business and finance
      '15', // computing
      '17', // engineering (SAP, Microsoft Project, Primavera)
      '27-3', // writers and editors (WordPress)
      '41', // sales
      '43', // office and administrative work
      '47-1', // construction supervisors (Microsoft Project, Primavera)
    ]),
  },
];

/** Everyday office tools, shown after the specialised ones in this order, to everyone. */
const OFFICE_TOOLS = [
  'Microsoft Excel',
  'Microsoft Word',
  'Microsoft PowerPoint',
  'Microsoft Access',
  'Microsoft Visio',
  'Google Sheets',
  'Google Docs',
  'Google Workspace software',
];
/** O*NET's catch-all for the Office suite: shown only when no single Office tool is. */
const OFFICE_SUITE = 'Microsoft Office software';

/** Which tool family each allowed name belongs to. */
const FAMILY_OF = new Map(
  TOOL_FAMILIES.flatMap((family) => family.tools.map((tool) => [tool, family] as const)),
);

/**
 * Up to six tools from O*NET's technology list that a student in India could actually try:
 * well-known CAD, statistics, design, programming and business software (an allow-list, each
 * family only for the occupations that use it), the specialised ones first and then everyday
 * office tools. Operating systems, browsers, email and US-only or niche products are left out,
 * so the list may be empty.
 */
export function toolsUsedInIndia(occupation: { code: string; tech: readonly string[] }): string[] {
  const keys = socKeys(occupation.code);
  const tech = [...new Set(occupation.tech.map((name) => name.trim()))].filter(
    (name) => name && !isUsOnlyTerm(name),
  );
  const specialised = tech.filter((name) => {
    const family = FAMILY_OF.get(name);
    if (!family) return false;
    const only = family.only;
    return !only || keys.some((key) => only.has(key));
  });
  const office = OFFICE_TOOLS.filter((name) => tech.includes(name));
  if (office.length === 0 && tech.includes(OFFICE_SUITE)) office.push(OFFICE_SUITE);
  return [...specialised, ...office].slice(0, 6);
}
