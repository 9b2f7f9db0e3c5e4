import { entry } from './lexicon-entry.js';
import type { LexiconEntry } from './lexicon-entry.js';

/** Mind and society, the arts, media, fashion and sport. */
export const SOCIETY_AND_ARTS: readonly LexiconEntry[] = [
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
    'art|arts|drawing|draw|painting|paint|paintings|sketching|sketch|design|designing|graphic design|graphics|craft|crafts|fine arts|designs|illustration|illustrations|calligraphy|rangoli|pottery|watercolours|watercolors|colours|colors',
    { A: 2 },
    ['Fine Arts', 'Design'],
    { '27-1': 0.6 },
  ),
  entry(
    'music and performance',
    'music|singing|sing|song|songs|guitar|piano|tabla|violin|flute|harmonium|tune|tunes|sargam|raag|riyaz|dance|dancing|choreography|kathak|acting|drama|theatre|theater|performing|stand up comedy',
    { A: 2 },
    ['Fine Arts'],
    { '27-2': 0.6 },
  ),
  entry(
    'media and film',
    'photography|photos|video editing|editing|videos|video|film|films|filmmaking|movies|animation|youtube|content creation|reels|instagram|journalism|news|media|podcast|radio|vlog|vlogs|vlogging|devlog|devlogs|youtube channel|gaming channel|subscribers',
    { A: 1.5, E: 0.5 },
    ['Communications and Media', 'Design'],
    { '27-3': 0.3, '27-4': 0.3, '27-1014': 0.2 },
  ),
  entry(
    'fashion',
    'fashion|clothes|clothing|outfit|outfits|dress|dresses|styling|textiles|makeup',
    { A: 1.5, E: 0.5 },
    ['Design'],
    { '27-1022': 0.8, '39-50': 0.2 },
  ),
  entry(
    'sewing and embroidery',
    'sewing|sewing machine|stitching|blouse|blouses|kurti|kurtis|tailoring|embroidery|silai|silayi|kadhai|kadhaai|boutique|सिलाई|कढ़ाई|कढाई|बुटीक',
    { A: 1, R: 1 },
    ['Design'],
    { '27-1022': 0.6, '51-6052': 0.6 },
  ),
  entry(
    'sports and fitness',
    'sports|sport|physical education|PE|cricket|football|badminton|kabaddi|athletics|fitness|gym|yoga|exercise|swimming',
    { R: 1.5, S: 0.5 },
    ['Education and Training'],
    { '39-9031': 0.5, '27-2022': 0.5, '27-2021': 0.3 },
  ),
];
