/**
 * The lexicon's words as students write them in Hindi, by the label of the entry they join: in
 * Devanagari (one spelling of each is enough: the lexicon folds nukta, chandrabindu and nasal
 * conjuncts, so "ज़रूरत" = "जरूरत", "हिन्दी" = "हिंदी"; and a verb's gendered forms, so "लिखता" =
 * "लिखती", "padhata" = "padhati": `foldVerbForm`) and in Roman script (Hinglish, as typed on a
 * phone). Only words that name the thing in Hindi: English words students write in Roman script
 * ("coding", "business") are in the English entries already.
 *
 * Left out on purpose, because in Hindi they mostly mean something else: पढ़ना / padhna (to study,
 * not only to read), ध्यान (attention, not only meditation), भाषा alone ("आसान भाषा में": in simple
 * words), सरकारी (any government job), घूमना (going out, not travel), शादी alone (a marriage, not
 * the work of weddings), पढ़ाया (also "paid for my studies"), समझाना alone (also "to
 * convince"), पैसा / paisa ("paisa kamana": a reason to work, not a liking for finance), "kala" (black).
 */
export const HINDI_WORDS: Readonly<Record<string, string>> = {
  // Science and technology
  maths:
    'गणित|मैथ्स|मैथ|बीजगणित|ज्यामिति|त्रिकोणमिति|अंकगणित|हिसाब|प्रतिशत|पहाड़े|कैलकुलेशन|ganit|hisab|hisaab|pahade',
  'statistics and data': 'डेटा|आंकड़े|आंकड़ों|सांख्यिकी|एक्सेल|aankde|aankade|sankhyiki',
  physics: 'भौतिकी|भौतिक विज्ञान|फिजिक्स|बिजली और चुंबक|चुंबक|अंतरिक्ष|रॉकेट|bhautiki|chumbak|antariksh',
  chemistry: 'रसायन|रसायन विज्ञान|रसायनशास्त्र|केमिस्ट्री|rasayan|rasayan vigyan',
  biology:
    'जीव विज्ञान|जीवविज्ञान|बायोलॉजी|बायो|शरीर|मानव शरीर|शरीर के अंग|वनस्पति|jeev vigyan|jeevvigyan|sharir|shareer|vanaspati',
  science: 'विज्ञान|साइंस|प्रयोग|प्रयोगशाला|रिसर्च|शोध|वैज्ञानिक|लैब|vigyan|vigyaan|prayog|shodh',
  coding: 'कोडिंग|कोड|प्रोग्रामिंग|प्रोग्राम|सॉफ्टवेयर|कंप्यूटर|कंप्यूटर साइंस|हैकिंग|लैपटॉप|साइबर सुरक्षा|kampyutar',
  'AI and algorithms': 'एआई|आर्टिफिशियल इंटेलिजेंस|मशीन लर्निंग|एल्गोरिदम',
  'building apps and websites':
    'ऐप|ऐप्स|वेबसाइट|वेबसाइटें|गेम बनाना|गेम्स बनाना|game banana|games banana|game banane|games banane',
  'robotics and electronics':
    'रोबोट|रोबोटिक्स|इलेक्ट्रॉनिक्स|सर्किट|ड्रोन|वायरिंग|बिजली का काम|इन्वर्टर|bijli ka kaam',
  vehicles: 'गाड़ी|गाड़ियां|गाड़ियों|कार|ट्रक|gaadi|gadi|gaadiyan|gadiyan|gaadiyon',
  'two-wheelers': 'बाइक|मोटरसाइकिल|स्कूटर|स्कूटी|साइकिल|बुलेट',
  'engines and machines':
    'इंजन|मशीन|मशीनें|मशीनों|मोटर|मरम्मत|रिपेयर|गैराज|वर्कशॉप|औजार|मैकेनिक|खराबी|marammat|kharabi',
  trades: 'वेल्डिंग|प्लंबिंग|प्लंबर|इलेक्ट्रीशियन|बिजली मिस्त्री|बढ़ई|कारपेंटर|राजमिस्त्री|मिस्त्री|mistri|raj mistri',
  'building things':
    'निर्माण|कंस्ट्रक्शन|मकान बनाना|घर बनाना|पुल|इमारत|इमारतें|बिल्डिंग|फर्नीचर|घर का नक्शा|नक्शा पढ़ना|pul banana|imarat|ghar ka naksha',
  engineering: 'इंजीनियरिंग|इंजीनियर|आविष्कार|avishkar',
  architecture:
    'आर्किटेक्चर|आर्किटेक्ट|इंटीरियर|इंटीरियर डिजाइन|कमरा सजाना|घर सजाना|kamra sajana|ghar sajana',
  // Humanities and business
  'English and writing':
    'अंग्रेजी|इंग्लिश|साहित्य|कविता|कविताएं|कविताओं|कहानी|कहानियां|कहानियों|लिखना|लिखता|लेखन|किताब|किताबें|किताबों|व्याकरण|निबंध|शायरी|डायरी|angrezi|angreji|sahitya|kavita|kavitayen|kahani|kahaniyan|kahaaniyan|likhna|likhta|lekhan|kitab|kitaben|vyakaran|nibandh|shayari',
  languages:
    'हिंदी|संस्कृत|उर्दू|फ्रेंच|जर्मन|जापानी|कोरियन|भाषाएं|भाषाओं|अनुवाद|भाषा सीखना|bhashayen|anuvad|anuwad',
  history: 'इतिहास|पुरातत्व|किला|किले|किलों|संग्रहालय|विरासत|itihas|itihaas|puratatva|kila|kile|kilon',
  geography: 'भूगोल|नक्शा|नक्शे|जलवायु|पर्यावरण|मौसम|पृथ्वी|bhugol|naksha|nakshe|mausam|paryavaran',
  law: 'कानून|वकील|वकालत|अदालत|कोर्ट|जज|न्याय|अधिकार|हक|संविधान|kanoon|kanun|vakil|wakil|vakalat|adalat|nyay|adhikar|haq|samvidhan',
  'civics and politics':
    'राजनीति|राजनीति विज्ञान|नागरिक शास्त्र|सरकार|चुनाव|नीति|सरकारी योजना|सरकारी योजनाओं|rajneeti|rajniti|chunav|sarkari yojana|sarkari yojnayen|sarkari schemes',
  economics: 'अर्थशास्त्र|अर्थव्यवस्था|इकोनॉमिक्स|arthshastra|arthvyavastha',
  accounting:
    'अकाउंट्स|अकाउंटेंसी|लेखा|बहीखाता|टैली|जीएसटी|टैक्स|ऑडिट|बैलेंस शीट|डेबिट क्रेडिट|लेजर|हिसाब किताब|bahi khata|bahikhata|hisab kitab|hisaab kitaab',
  finance: 'बैंक|बैंकिंग|शेयर बाजार|शेयर|निवेश|बजट|ब्याज|बचत|share market|nivesh|bachat|byaj|byaaj',
  business:
    'बिजनेस|व्यापार|व्यवसाय|दुकान|दुकानदारी|धंधा|स्टार्टअप|कंपनी|vyapar|vyapaar|vyavsay|dukaan|dukan|dhandha|dhanda',
  marketing: 'मार्केटिंग|ब्रांड|विज्ञापन|प्रचार|vigyapan|prachar',
  sales: 'बेचना|बेचने|बेचता|बिक्री|सेल्स|ग्राहक|ग्राहकों|bechna|bechne|bechta|bikri|grahak',
  'leading people':
    'नेतृत्व|लीडरशिप|लीडर|नेता|भाषण|बहस|डिबेट|बोलना|बोलने|मैनेज करना|netritva|neta|bhashan|bahas|behas|bolna|bolne|manage karna|manage kar',
  events:
    'इवेंट|इवेंट्स|शादियां|शादियों|शादी की प्लानिंग|पार्टी|फंक्शन|समारोह|shaadiyan|shadiyan|shaadi ka schedule|shaadi ki planning|function|functions',
  organising:
    'प्लानिंग|प्लान करना|व्यवस्था|रिकॉर्ड|फाइलें|टाइपिंग|दफ्तर का काम|ऑफिस का काम|daftar ka kaam|office ka kaam|plan karna|plan karta',
  // Society and the arts
  psychology: 'मनोविज्ञान|साइकोलॉजी|भावनाएं|भावनाओं|मानसिक स्वास्थ्य|थेरेपी|manovigyan|bhavnayen|bhavnaon',
  sociology:
    'समाजशास्त्र|समाज|समाज सेवा|समाजसेवा|सामाजिक काम|एनजीओ|बस्ती|samajshastra|samaj|samaj seva|samajseva|basti',
  philosophy: 'दर्शनशास्त्र|अध्यात्म|धर्म|darshanshastra|adhyatm',
  'art and design':
    'कला|चित्र|चित्रकारी|ड्रॉइंग|ड्राइंग|पेंटिंग|स्केच|डिजाइन|रंगोली|रंग|मेहंदी|शिल्प|हस्तकला|chitrakari|chitra|rangoli|mehndi|mehendi',
  'music and performance':
    'संगीत|गाना|गाने|गायन|गाता|नाच|नाचना|नृत्य|डांस|अभिनय|एक्टिंग|नाटक|रियाज|राग|सुर|धुन|तबला|हारमोनियम|गिटार|बांसुरी|सरगम|sangeet|gaana|gaane|gana|naach|nachna|nritya|natak|abhinay|riyaz|raag|dhun',
  'media and film':
    'फोटो|फोटोग्राफी|वीडियो|वीडियो एडिटिंग|एडिटिंग|फिल्म|फिल्में|यूट्यूब|रील|रील्स|पत्रकारिता|खबर|खबरें|समाचार|पॉडकास्ट|रेडियो|patrakarita|khabar|khabren|samachar',
  fashion: 'फैशन|कपड़े|कपड़ों|मेकअप|मेकप|स्टाइलिंग|ड्रेस|kapde|kapdon|kapda|mekup',
  'sewing and embroidery': 'सिलना|सिलाई मशीन|कटिंग|ब्लाउज|दर्जी|darzi|darji|silna',
  'sports and fitness':
    'खेल|खेलना|खेलकूद|क्रिकेट|फुटबॉल|कबड्डी|बैडमिंटन|दौड़|दौड़ना|व्यायाम|कसरत|योग|योगा|आसन|जिम|तैराकी|फिटनेस|khel|khelna|khelkud|daud|daudna|vyayam|kasrat|yog|aasan|tairaki',
  // Care and services
  cooking: 'खाना बनाना|खाना|रसोई|पकाना|बेकिंग|केक|रेसिपी|शेफ|व्यंजन|khana banana|khana|rasoi|pakana',
  'farming and nature':
    'खेती|खेतीबाड़ी|कृषि|कृषि विज्ञान|खेत|किसान|किसानों|फसल|फसलें|बागवानी|पेड़|पौधे|पौधों|जंगल|प्रकृति|मिट्टी|खाद|बीज|जैविक खेती|kheti|khetibadi|krishi|khet|kisan|kisano|fasal|bagwani|ped|paudhe|jungle|prakriti|mitti|khad|beej|jaivik kheti',
  animals:
    'जानवर|जानवरों|पशु|पशुओं|पालतू|कुत्ते|कुत्तों|बिल्ली|गाय|पक्षी|पशु चिकित्सा|jaanwar|janwar|jaanwaron|janwaron|pashu|kutte|billi|gaay|pakshi',
  medicine:
    'दवा|दवाई|दवाइयां|दवाइयों|डॉक्टर|डाक्टर|इलाज|सर्जरी|एमबीबीएस|फार्मेसी|dawa|dawai|davai|dawaiyan|ilaj|ilaaj',
  nursing: 'नर्स|नर्सिंग|इंजेक्शन|मरीजों की देखभाल',
  'health and care':
    'स्वास्थ्य|अस्पताल|हॉस्पिटल|क्लिनिक|मरीज|मरीजों|बीमार|बीमारों|फर्स्ट एड|प्राथमिक उपचार|देखभाल|पट्टी|swasthya|aspatal|mareez|marij|bimar|beemar|dekhbhal',
  teaching:
    'पढ़ाना|पढ़ाने|पढ़ाता|सिखाना|सिखाने|सिखाता|आसान तरीके से समझाना|ट्यूशन|टीचर|शिक्षक|अध्यापक|कोचिंग|padhana|padhaana|padhane|padhata|padhaata|sikhana|sikhane|sikhata|aasan tarike se samjhana|shikshak|adhyapak',
  'helping and listening':
    'मदद करना|लोगों की मदद|बात सुनना|सलाह देना|हिम्मत देना|काउंसलिंग|madad karna|logon ki madad|logo ki madad|baat sunna|salah dena|himmat dena',
  hospitality:
    'होटल|होटलों|मेहमान|मेहमानों|पर्यटन|पर्यटक|पर्यटकों|यात्रा|टूरिज्म|होटल मैनेजमेंट|mehman|mehmaan|mehmano|paryatan|paryatak|yatra',
  'safety and defence':
    'पुलिस|सेना|फौज|आर्मी|नेवी|एयरफोर्स|वायुसेना|थलसेना|नौसेना|रक्षा|सुरक्षा|बचाव|सैनिक|फौजी|एनसीसी|देश सेवा|वर्दी|fauj|fauji|sena|raksha|suraksha|sainik|desh seva|vardi',
  transport:
    'ड्राइविंग|ड्राइवर|पायलट|उड़ान|उड़ाना|हवाई जहाज|विमान|जहाज|ट्रेन|ट्रेनें|ट्रेनों|रेलवे|रेल|लॉजिस्टिक्स|udaan|udan|udana|hawai jahaz|jahaz|rail',
  'puzzles and logic': 'पहेली|पहेलियां|तर्क|शतरंज|रीजनिंग|क्विज|paheli|paheliyan|shatranj|tark',
  communication: 'बातचीत|बात करना|एंकरिंग|baatcheet|batcheet|baat karna',
  'telecom and networks': 'इंटरनेट|नेटवर्क|नेटवर्किंग|वाईफाई|सर्वर',
};
