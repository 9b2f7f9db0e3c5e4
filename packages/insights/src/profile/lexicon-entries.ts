import type { RiasecLetter } from '../model/dimensions.js';
import type { KnowledgeArea } from '../model/knowledge.js';

/** A family of words (school subjects, skills, activities) and what they point to. */
export interface LexiconEntry {
  /** How we name it back to the person, e.g. "chemistry". */
  label: string;
  /** Lower-case words or phrases, matched on word boundaries. */
  words: readonly string[];
  r: Partial<Record<RiasecLetter, number>>;
  k: readonly KnowledgeArea[];
  /**
   * Career hints: O*NET-SOC code prefixes whose work *is* this activity ("nursing" →
   * 29-1141 Registered Nurses), with a strength. A prefix may be a whole family ("27-"),
   * a minor group ("15-12") or one occupation.
   */
  c: Readonly<Record<string, number>>;
}

const entry = (
  label: string,
  words: string,
  r: LexiconEntry['r'],
  k: readonly KnowledgeArea[],
  c: LexiconEntry['c'] = {},
): LexiconEntry => ({ label, words: words.split('|'), r, k, c });

/**
 * Common Indian school subjects and everyday skills, in plain English. Career hints (`c`)
 * stay modest for school subjects (liking maths is not a wish to be a mathematician) and are
 * strongest where the word names the work itself (nursing, accounting, cooking, law).
 */
export const LEXICON: readonly LexiconEntry[] = [
  entry(
    'maths',
    'maths|math|mathematics|algebra|geometry|trigonometry|calculus|arithmetic|mental maths|numbers',
    { I: 1, C: 1 },
    ['Mathematics'],
    { '15-20': 0.3 },
  ),
  entry(
    'statistics and data',
    'statistics|stats|data|data science|data analysis|data analytics|analytics|excel|spreadsheets|spreadsheet',
    { I: 1, C: 1 },
    ['Mathematics', 'Computers and Electronics'],
    { '15-2051': 0.8, '15-2041': 0.4, '13-1161': 0.2 },
  ),
  entry(
    'physics',
    'physics|mechanics|electricity|magnetism|optics|space|astronomy|rockets',
    { I: 1.5, R: 0.5 },
    ['Physics', 'Engineering and Technology'],
    { '19-20': 0.4, '17-20': 0.3 },
  ),
  entry(
    'chemistry',
    'chemistry|chemicals|reactions|organic chemistry|periodic table',
    { I: 1.5, R: 0.5 },
    ['Chemistry'],
    { '19-2031': 0.6, '17-2041': 0.4, '19-2032': 0.2, '29-1051': 0.2 },
  ),
  entry(
    'biology',
    'biology|bio|botany|zoology|plants|genetics|human body|anatomy|cells|life science|microbiology|biotechnology',
    { I: 1.5, S: 0.5 },
    ['Biology'],
    { '19-10': 0.5 },
  ),
  entry(
    'science',
    'science|sciences|evs|environmental science|experiments|experiment|research|researcher|scientist|lab|laboratory|hypothesis',
    { I: 1.5 },
    ['Biology', 'Chemistry', 'Physics'],
    { '19-': 0.35 },
  ),
  entry(
    'coding',
    'coding|code|coder|programming|programmer|programs|program|python|java|c++|software|computer science|computer engineering|computers|computer|debugging|cyber security|cybersecurity|hacking|blockchain|laptop',
    { I: 1.5, C: 0.5, R: 0.5 },
    ['Computers and Electronics', 'Mathematics'],
    { '15-12': 0.6, '15-125': 0.3, '17-2061': 0.2 },
  ),
  entry(
    'AI and algorithms',
    'ai|artificial intelligence|machine learning|algorithms|algorithm|data structures|neural networks',
    { I: 2, C: 0.5 },
    ['Computers and Electronics', 'Mathematics'],
    { '15-12': 0.3, '15-1221': 0.4, '15-2051': 0.5 },
  ),
  entry(
    'building apps and websites',
    'apps|app|app development|websites|website|web development|web design|javascript|html|css|game development|games development',
    { I: 1, A: 0.5, C: 0.5, R: 0.5 },
    ['Computers and Electronics', 'Design'],
    { '15-125': 0.8 },
  ),
  entry(
    'robotics and electronics',
    'robotics|robots|robot|electronics|circuits|arduino|drones|gadgets|wiring|electrical',
    { R: 1.5, I: 1 },
    ['Engineering and Technology', 'Computers and Electronics'],
    { '17-207': 0.5, '17-2199.08': 0.5, '17-302': 0.3, '49-20': 0.3 },
  ),
  entry(
    'vehicles',
    'cars|car|vehicles|vehicle|automobile|automobiles|automotive|oil change|tyres|tires|trucks|truck',
    { R: 2 },
    ['Mechanical', 'Transportation'],
    { '49-3023': 0.8, '49-3031': 0.3, '17-2141': 0.2 },
  ),
  entry(
    'two-wheelers',
    'bikes|bike|motorbike|motorbikes|motorcycle|motorcycles|scooter|scooters|cycle repair',
    { R: 2 },
    ['Mechanical', 'Transportation'],
    { '49-3052': 0.8, '49-3023': 0.3, '49-3091': 0.2 },
  ),
  entry(
    'engines and machines',
    'engines|engine|machines|machine|machinery|repairing|repair|repairs|fixing things|fixing|mechanic|mechanics work|garage|workshop|tools',
    { R: 2 },
    ['Mechanical'],
    { '49-30': 0.5, '49-9041': 0.4, '49-9071': 0.3, '49-9': 0.1 },
  ),
  entry(
    'trades',
    'welding|plumbing|electrician|carpentry|woodwork|masonry',
    { R: 2 },
    ['Building and Construction', 'Mechanical'],
    { '47-2': 0.5, '51-4121': 0.4, '49-9071': 0.3 },
  ),
  entry(
    'building things',
    'building houses|construction|furniture|civil engineering|bridges|buildings',
    { R: 2 },
    ['Building and Construction', 'Engineering and Technology'],
    { '17-2051': 0.5, '47-': 0.3, '11-9021': 0.4 },
  ),
  entry(
    'engineering',
    'engineering|engineer|design machines|invent|inventing|inventions|prototype',
    { R: 1, I: 1 },
    ['Engineering and Technology'],
    { '17-2': 0.5 },
  ),
  entry(
    'architecture',
    'architecture|architect|interior design|interiors',
    { A: 1, R: 1 },
    ['Design', 'Building and Construction'],
    { '17-1011': 1, '27-1025': 0.7, '17-1012': 0.3 },
  ),
  entry(
    'English and writing',
    'english|literature|grammar|poetry|poems|writing|write|stories|story|storytelling|novels|novel|books|reading|blog|blogging|essays|creative writing',
    { A: 1.5, S: 0.5 },
    ['English Language', 'Communications and Media'],
    { '27-3043': 0.5, '27-3041': 0.3 },
  ),
  entry(
    'languages',
    'hindi|sanskrit|tamil|telugu|marathi|bengali|kannada|malayalam|gujarati|punjabi|urdu|odia|french|german|spanish|japanese|korean|languages|language|translation|translating',
    { A: 1, S: 0.5 },
    ['Foreign Language'],
    { '27-3091': 0.6 },
  ),
  entry(
    'history',
    'history|ancient history|archaeology|heritage|museums',
    { I: 0.5, A: 0.5, S: 0.5 },
    ['History and Archeology'],
    { '19-3093': 0.5, '19-3091': 0.4, '25-401': 0.4 },
  ),
  entry(
    'geography',
    'geography|maps|climate|environment|earth|geology|weather',
    { I: 1, R: 0.5 },
    ['Geography'],
    { '19-3092': 0.4, '19-204': 0.4, '19-2021': 0.3 },
  ),
  entry(
    'law',
    'law|laws|legal|lawyer|lawyers|advocate|advocates|court|courts|courtroom|judge|judges|justice|rights|constitution|arguing cases',
    { E: 1.5, I: 0.5, S: 0.5 },
    ['Law and Government', 'English Language'],
    { '23-': 0.7, '23-1011': 0.5 },
  ),
  entry(
    'civics and politics',
    'civics|political science|politics|polity|government|elections|policy|public policy',
    { E: 1, S: 0.5 },
    ['Law and Government'],
    { '19-3094': 0.5, '23-1011': 0.2 },
  ),
  entry(
    'economics',
    'economics|economy',
    { I: 0.5, E: 0.5, C: 0.5 },
    ['Economics and Accounting'],
    { '19-3011': 0.5, '13-2051': 0.3 },
  ),
  entry(
    'accounting',
    'accountancy|accounts|accounting|accountant|chartered accountant|tally|gst|tax|taxation|taxes|audit|auditing|bookkeeping|ledgers|balance sheet|ca',
    { C: 1.5, E: 0.5 },
    ['Economics and Accounting', 'Mathematics'],
    { '13-2011': 1, '13-208': 0.3, '43-3031': 0.2 },
  ),
  entry(
    'finance',
    'finance|banking|bank|stock market|stocks|investing|investment|investments|budget|budgeting|money',
    { C: 1, E: 1 },
    ['Economics and Accounting', 'Mathematics'],
    { '13-205': 0.6, '13-2031': 0.4, '11-3031': 0.4, '41-3031': 0.3 },
  ),
  entry(
    'business',
    'business studies|business|businesses|entrepreneurship|entrepreneur|startup|start up|startups|company|own company',
    { E: 2 },
    ['Administration and Management', 'Sales and Marketing'],
    { '11-1': 0.6, '11-2': 0.3, '13-1111': 0.3 },
  ),
  entry(
    'marketing',
    'marketing|branding|brand|advertising|ads|digital marketing|social media marketing',
    { E: 1.5, A: 0.5 },
    ['Sales and Marketing', 'Communications and Media'],
    { '11-202': 0.6, '13-1161': 0.6, '11-2011': 0.4, '27-3031': 0.3 },
  ),
  entry(
    'sales',
    'sales|selling|sell|negotiation|negotiating|deals|customers|persuading customers',
    { E: 2 },
    ['Sales and Marketing', 'Customer and Personal Service'],
    { '41-': 0.6, '11-2022': 0.6 },
  ),
  entry(
    'leading people',
    'leadership|leading|leader|managing|management|manager|team lead|public speaking|speaking|speeches|persuasion|convincing people|convincing|debate|debates|debating',
    { E: 1.5, S: 0.5 },
    ['Administration and Management', 'Communications and Media'],
    { '11-': 0.2 },
  ),
  entry(
    'events',
    'organising events|organizing events|event management|event planning|events|weddings|parties',
    { E: 1, C: 1, S: 0.5 },
    ['Customer and Personal Service', 'Administration and Management'],
    { '13-1121': 0.8 },
  ),
  entry(
    'organising',
    'organising|organizing|planning|scheduling|filing|records|typing|documentation|admin|office work|checklists',
    { C: 2 },
    ['Administrative'],
    { '43-': 0.2, '13-1082': 0.3 },
  ),
  entry(
    'psychology',
    'psychology|emotions|behaviour|behavior|mental health|therapy|therapist',
    { S: 1, I: 1 },
    ['Psychology', 'Therapy and Counseling'],
    { '19-303': 0.5, '21-1014': 0.4 },
  ),
  entry(
    'sociology',
    'sociology|society|social issues|social work|communities|community|ngo|volunteering|volunteer',
    { S: 2 },
    ['Sociology and Anthropology'],
    { '21-102': 0.5, '19-3041': 0.3, '21-1099': 0.2 },
  ),
  entry(
    'philosophy',
    'philosophy|ethics|spirituality|religion|meditation',
    { I: 1, A: 0.5, S: 0.5 },
    ['Philosophy and Theology'],
    { '21-20': 0.3, '25-1126': 0.3 },
  ),
  entry(
    'art and design',
    'art|arts|drawing|draw|painting|paint|paintings|sketching|sketch|design|designing|graphic design|graphics|craft|crafts|fine arts|illustration|illustrations|calligraphy|rangoli|pottery|watercolours|watercolors|colours|colors',
    { A: 2 },
    ['Fine Arts', 'Design'],
    { '27-1': 0.6 },
  ),
  entry(
    'music and performance',
    'music|singing|sing|song|songs|guitar|piano|tabla|violin|flute|dance|dancing|acting|drama|theatre|theater|performing|stand up comedy',
    { A: 2 },
    ['Fine Arts'],
    { '27-2': 0.6 },
  ),
  entry(
    'media and film',
    'photography|photos|video editing|editing|videos|video|film|films|filmmaking|movies|animation|youtube|content creation|reels|instagram|journalism|news|media|podcast',
    { A: 1.5, E: 0.5 },
    ['Communications and Media', 'Design'],
    { '27-3': 0.3, '27-4': 0.3, '27-1014': 0.2 },
  ),
  entry(
    'fashion',
    'fashion|clothes|clothing|styling|textiles|makeup',
    { A: 1.5, E: 0.5 },
    ['Design'],
    { '27-1022': 0.8, '39-50': 0.2 },
  ),
  entry(
    'sports and fitness',
    'sports|sport|physical education|pe|cricket|football|badminton|kabaddi|athletics|fitness|gym|yoga|exercise|swimming',
    { R: 1.5, S: 0.5 },
    ['Education and Training'],
    { '39-9031': 0.5, '27-2022': 0.5, '27-2021': 0.3 },
  ),
  entry(
    'cooking',
    'cooking|cook|cooks|baking|bake|food|recipes|recipe|dishes|chef|chefs|kitchen|restaurant|restaurants|cafe',
    { R: 1, A: 0.5, E: 0.5 },
    ['Food Production', 'Customer and Personal Service'],
    { '35-': 0.4, '35-1011': 0.8, '35-2014': 0.3, '51-3011': 0.3, '11-9051': 0.3 },
  ),
  entry(
    'farming and nature',
    'farming|agriculture|gardening|garden|trees|forests|nature',
    { R: 1.5, I: 0.5 },
    ['Biology', 'Food Production'],
    { '11-9013': 0.5, '19-101': 0.4, '19-1032': 0.3, '45-': 0.2 },
  ),
  entry(
    'animals',
    'wildlife|animals|animal|pets|dogs|cats|veterinary|vet',
    { R: 1, I: 0.5, S: 0.5 },
    ['Biology', 'Medicine and Dentistry'],
    { '29-1131': 0.6, '29-2056': 0.4, '19-1023': 0.4, '39-20': 0.2 },
  ),
  entry(
    'medicine',
    'medicine|doctor|doctors|mbbs|physician|surgery|surgeon|dentist|dentistry|pharmacy|pharmacist|medicines',
    { I: 1.5, S: 1 },
    ['Medicine and Dentistry', 'Biology'],
    { '29-1': 0.4, '29-12': 0.6, '29-1021': 0.3, '29-1051': 0.3 },
  ),
  entry(
    'nursing',
    'nursing|nurse|nurses|staff nurse',
    { S: 2, I: 0.5, R: 0.5 },
    ['Medicine and Dentistry', 'Customer and Personal Service', 'Psychology'],
    { '29-1141': 1, '29-2061': 0.4, '31-1131': 0.2 },
  ),
  entry(
    'health and care',
    'health|healthcare|health care|first aid|hospital|hospitals|clinic|patients|sick|caring|heals|healing|injured',
    { S: 1.5, I: 0.5 },
    ['Medicine and Dentistry', 'Biology'],
    { '29-': 0.3, '29-1141': 0.3, '29-204': 0.2, '31-': 0.1 },
  ),
  entry(
    'teaching',
    'teaching|teach|teacher|teachers|tutoring|tuition|mentoring|explaining|explain|coaching|training people|classroom',
    { S: 2 },
    ['Education and Training'],
    { '25-2': 0.6, '25-3': 0.3, '25-1': 0.2, '13-1151': 0.3, '21-1012': 0.2 },
  ),
  entry(
    'helping and listening',
    'listening|helping people|helping others|helping|counselling|counseling|counsellor|counselor|advice|supporting friends|kindness|empathy|understanding people',
    { S: 2 },
    ['Therapy and Counseling', 'Psychology'],
    { '21-101': 0.4, '21-1': 0.2 },
  ),
  entry(
    'hospitality',
    'customer service|hospitality|hotel|hotels|hotel management|tourism|travel|travel planning|guests|serving guests|hosting guests',
    { S: 1, E: 1 },
    ['Customer and Personal Service'],
    { '11-9081': 0.6, '11-9051': 0.4, '35-': 0.3, '39-70': 0.3, '41-3041': 0.3, '43-4081': 0.2 },
  ),
  entry(
    'safety and defence',
    'police|army|navy|air force|defence|defense|security|firefighting|rescue|ncc|soldier',
    { R: 1, E: 0.5, S: 0.5 },
    ['Public Safety and Security'],
    { '33-': 0.6 },
  ),
  entry(
    'transport',
    'driving|driver|aviation|pilot|flying|aircraft|ships|trains|logistics',
    { R: 1.5 },
    ['Transportation'],
    { '53-20': 0.5, '53-': 0.2, '13-1081': 0.2 },
  ),
  entry(
    'puzzles and logic',
    'puzzles|puzzle|logic|chess|rubik|riddles|solving problems|problem solving|quizzes|quiz',
    { I: 1.5 },
    ['Mathematics'],
  ),
  entry(
    'communication',
    'communication|communicating|talking|conversation|presenting|presentations|anchoring|hosting',
    { S: 1, E: 1 },
    ['Communications and Media', 'English Language'],
    { '27-30': 0.3 },
  ),
  entry(
    'telecom and networks',
    'networks|networking|telecom|internet|wifi|servers|cloud',
    { I: 0.5, R: 0.5, C: 0.5 },
    ['Telecommunications', 'Computers and Electronics'],
    { '15-124': 0.5, '15-1231': 0.3 },
  ),
];
