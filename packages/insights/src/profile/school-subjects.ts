/** School subjects as students name them; the first one an answer names is its subject. */
export const SCHOOL_SUBJECTS: readonly string[] = [
  'mathematics|maths|math|physics|chemistry|biology|bio|science|computer science|computers|computer|it',
  'english|hindi|sanskrit|marathi|tamil|telugu|kannada|malayalam|bengali|bangla|gujarati|punjabi|urdu|odia|french|german|spanish|japanese',
  'history|geography|civics|political science|polity|economics|eco|accountancy|accounts|business studies|commerce|social science|social studies|sst|evs|statistics|psychology|sociology|home science|philosophy',
  'art|drawing|painting|music|dance|physical education|pe|sports|yoga|biotechnology|engineering drawing|informatics practices',
  'agriculture|home science',
  'गणित|विज्ञान|भौतिकी|रसायन|रसायन विज्ञान|जीव विज्ञान|कृषि विज्ञान|गृह विज्ञान|हिंदी|हिन्दी|हिंदी साहित्य|अंग्रेजी|अंग्रेज़ी|संस्कृत|इतिहास|भूगोल|नागरिक शास्त्र|राजनीति विज्ञान|अर्थशास्त्र|कला|संगीत|कंप्यूटर',
  'ganit|vigyan|bhautiki|rasayan|jeev vigyan|krishi vigyan|grih vigyan|itihas|itihaas|bhugol|arthshastra|sangeet',
].flatMap((group) => group.split('|'));
