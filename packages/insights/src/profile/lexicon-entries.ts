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
}

const entry = (
  label: string,
  words: string,
  r: LexiconEntry['r'],
  k: readonly KnowledgeArea[],
): LexiconEntry => ({ label, words: words.split('|'), r, k });

/** Common Indian school subjects and everyday skills, in plain English. */
export const LEXICON: readonly LexiconEntry[] = [
  entry(
    'maths',
    'maths|math|mathematics|algebra|geometry|trigonometry|calculus|arithmetic|mental maths|numbers',
    { I: 1, C: 1 },
    ['Mathematics'],
  ),
  entry(
    'statistics and data',
    'statistics|stats|data|data science|data analysis|analytics|excel|spreadsheets|spreadsheet',
    { I: 1, C: 1 },
    ['Mathematics', 'Computers and Electronics'],
  ),
  entry(
    'physics',
    'physics|mechanics|electricity|magnetism|optics|space|astronomy|rockets',
    { I: 1.5, R: 0.5 },
    ['Physics', 'Engineering and Technology'],
  ),
  entry(
    'chemistry',
    'chemistry|chemicals|reactions|organic chemistry|periodic table',
    { I: 1.5, R: 0.5 },
    ['Chemistry'],
  ),
  entry(
    'biology',
    'biology|bio|botany|zoology|plants|genetics|human body|anatomy|cells|life science',
    { I: 1.5, S: 0.5 },
    ['Biology'],
  ),
  entry(
    'science',
    'science|sciences|evs|environmental science|experiments|experiment|research|lab|laboratory',
    { I: 1.5 },
    ['Physics', 'Biology'],
  ),
  entry(
    'coding',
    'coding|code|programming|programmer|python|java|javascript|c++|html|css|software|apps|app|app development|websites|website|web development|computer science|computers|computer|ai|artificial intelligence|machine learning|algorithms|debugging|cyber security|cybersecurity|hacking|blockchain|game development',
    { I: 1.5, C: 0.5, R: 0.5 },
    ['Computers and Electronics', 'Mathematics'],
  ),
  entry(
    'robotics and electronics',
    'robotics|robots|robot|electronics|circuits|arduino|drones|gadgets|wiring|electrical',
    { R: 1.5, I: 1 },
    ['Engineering and Technology', 'Computers and Electronics'],
  ),
  entry(
    'engines and machines',
    'cars|car|bikes|bike|engines|engine|machines|machine|repairing|repair|fixing things|mechanic|mechanics work|tools|welding|plumbing',
    { R: 2 },
    ['Mechanical'],
  ),
  entry(
    'building things',
    'building houses|construction|carpentry|woodwork|furniture|civil engineering|bridges',
    { R: 2 },
    ['Building and Construction', 'Engineering and Technology'],
  ),
  entry(
    'engineering',
    'engineering|engineer|design machines|invent|inventing|inventions',
    { R: 1, I: 1 },
    ['Engineering and Technology'],
  ),
  entry('architecture', 'architecture|architect|interior design|interiors', { A: 1, R: 1 }, [
    'Design',
    'Building and Construction',
  ]),
  entry(
    'English and writing',
    'english|literature|grammar|poetry|poems|writing|write|stories|story|storytelling|novels|novel|books|reading|blog|blogging|essays|creative writing',
    { A: 1.5, S: 0.5 },
    ['English Language', 'Communications and Media'],
  ),
  entry(
    'languages',
    'hindi|sanskrit|tamil|telugu|marathi|bengali|kannada|malayalam|gujarati|punjabi|urdu|odia|french|german|spanish|japanese|korean|languages|language|translation',
    { A: 1, S: 0.5 },
    ['Foreign Language'],
  ),
  entry(
    'history',
    'history|ancient history|archaeology|heritage|museums',
    { I: 0.5, A: 0.5, S: 0.5 },
    ['History and Archeology'],
  ),
  entry('geography', 'geography|maps|climate|environment|earth|geology|weather', { I: 1, R: 0.5 }, [
    'Geography',
  ]),
  entry(
    'civics and law',
    'civics|political science|politics|polity|law|laws|constitution|legal|justice|rights|government|debating',
    { E: 1, S: 0.5 },
    ['Law and Government'],
  ),
  entry('economics', 'economics|economy', { I: 0.5, E: 0.5, C: 0.5 }, ['Economics and Accounting']),
  entry(
    'accounts and finance',
    'accountancy|accounts|accounting|tally|gst|tax|taxation|finance|banking|stock market|stocks|investing|investment|budget|budgeting|money|ca',
    { C: 1.5, E: 0.5 },
    ['Economics and Accounting', 'Mathematics'],
  ),
  entry(
    'business',
    'business studies|business|entrepreneurship|startup|start up|startups|marketing|sales|selling|branding|advertising|negotiation|negotiating|deals',
    { E: 2 },
    ['Sales and Marketing', 'Administration and Management'],
  ),
  entry(
    'leading people',
    'leadership|leading|managing|management|team lead|organising events|event management|public speaking|speaking|speeches|persuasion|convincing people|debate|debates',
    { E: 1.5, S: 0.5 },
    ['Administration and Management', 'Communications and Media'],
  ),
  entry(
    'organising',
    'organising|organizing|planning|scheduling|filing|records|typing|documentation|admin|office work|checklists',
    { C: 2 },
    ['Administrative'],
  ),
  entry('psychology', 'psychology|emotions|behaviour|behavior|mental health', { S: 1, I: 1 }, [
    'Psychology',
    'Therapy and Counseling',
  ]),
  entry(
    'sociology',
    'sociology|society|social issues|social work|communities|community|ngo|volunteering|volunteer',
    { S: 2 },
    ['Sociology and Anthropology'],
  ),
  entry(
    'philosophy',
    'philosophy|ethics|spirituality|religion|meditation',
    { I: 1, A: 0.5, S: 0.5 },
    ['Philosophy and Theology'],
  ),
  entry(
    'art and design',
    'art|arts|drawing|draw|painting|paint|sketching|sketch|design|designing|graphic design|graphics|craft|crafts|fine arts|illustration|calligraphy|rangoli|pottery',
    { A: 2 },
    ['Fine Arts', 'Design'],
  ),
  entry(
    'music and performance',
    'music|singing|sing|song|songs|guitar|piano|tabla|violin|flute|dance|dancing|acting|drama|theatre|theater|performing|stand up comedy',
    { A: 2 },
    ['Fine Arts'],
  ),
  entry(
    'media and film',
    'photography|photos|video editing|editing|videos|video|film|films|filmmaking|movies|animation|youtube|content creation|reels|instagram|journalism|news|media|podcast',
    { A: 1.5, E: 0.5 },
    ['Communications and Media', 'Design'],
  ),
  entry('fashion', 'fashion|clothes|clothing|styling|textiles|makeup', { A: 1.5, E: 0.5 }, [
    'Design',
  ]),
  entry(
    'sports and fitness',
    'sports|sport|physical education|pe|cricket|football|badminton|kabaddi|athletics|fitness|gym|yoga|exercise|swimming',
    { R: 1.5, S: 0.5 },
    ['Education and Training'],
  ),
  entry('cooking', 'cooking|cook|baking|bake|food|recipes|chef|restaurant', { R: 1, A: 0.5 }, [
    'Food Production',
    'Customer and Personal Service',
  ]),
  entry(
    'farming and nature',
    'farming|agriculture|gardening|garden|trees|forests|wildlife|nature|animals|pets|dogs|cats|veterinary',
    { R: 1.5, I: 0.5 },
    ['Biology', 'Food Production'],
  ),
  entry(
    'medicine and care',
    'medicine|doctor|doctors|nursing|nurse|health|healthcare|first aid|hospital|patients|caring|pharmacy|surgery|dentist',
    { S: 1.5, I: 1 },
    ['Medicine and Dentistry', 'Biology'],
  ),
  entry(
    'teaching',
    'teaching|teach|teacher|tutoring|tuition|mentoring|explaining|coaching|training people',
    { S: 2 },
    ['Education and Training'],
  ),
  entry(
    'helping and listening',
    'listening|helping people|helping others|helping|counselling|counseling|advice|supporting friends|kindness|empathy|understanding people',
    { S: 2 },
    ['Therapy and Counseling', 'Psychology'],
  ),
  entry(
    'customer service',
    'customers|customer service|hospitality|hotel|hotels|tourism|travel planning',
    { S: 1, E: 1 },
    ['Customer and Personal Service'],
  ),
  entry(
    'safety and defence',
    'police|army|navy|air force|defence|defense|security|firefighting|rescue|ncc',
    { R: 1, E: 0.5, S: 0.5 },
    ['Public Safety and Security'],
  ),
  entry(
    'transport',
    'driving|driver|aviation|pilot|flying|aircraft|ships|trains|logistics',
    { R: 1.5 },
    ['Transportation'],
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
  ),
  entry(
    'telecom and networks',
    'networks|networking|telecom|internet|wifi|servers|cloud',
    { I: 0.5, R: 0.5, C: 0.5 },
    ['Telecommunications', 'Computers and Electronics'],
  ),
];
