import type { MapTexts } from './emotional-map.js';

/** The emotional map in Hindi: the same points and choices as `MAP_EN`, in a few plain words. */
export const MAP_HI: MapTexts = {
  now: {
    label: 'अभी आप कहाँ हैं',
    values: {
      tutorial: 'बिल्कुल शुरुआत में',
      maze: 'भूलभुलैया में रास्ता ढूँढना',
      'boss-fight': 'एक बड़ी चुनौती का सामना',
      'side-quest': 'साइड के रास्ते आज़माना',
      'level-up': 'अगले लेवल के लिए तैयार',
    },
  },
  energy: {
    label: 'आपको जोश देता है',
    values: {
      growth: 'सीखना और आगे बढ़ना',
      family: 'परिवार का नाम रोशन करना',
      impact: 'सच में कुछ बदलना',
      freedom: 'अपने तरीके से जीने की आज़ादी',
      creation: 'अपना कुछ बनाना',
    },
  },
  drain: {
    label: 'आपका जोश कम करता है',
    values: {
      distraction: 'ध्यान भटकना',
      'self-doubt': 'ख़ुद पर शक',
      judgement: 'लोग क्या सोचेंगे, इसकी फ़िक्र',
      perfectionism: 'सब कुछ परफ़ेक्ट करने का दबाव',
      indecision: 'फ़ैसला न कर पाना',
    },
  },
  helps: {
    label: 'मुश्किल दिनों में काम आता है',
    values: {
      plan: 'एक प्लान बनाना',
      'reach-out': 'किसी भरोसेमंद इंसान से बात करना',
      distract: 'छोटा-सा ब्रेक, फिर वापस काम पर',
      push: 'डटे रहना, फिर आराम',
      withdraw: 'थोड़ा शांत समय, फिर समय रहते मदद माँगना',
    },
  },
  voice: {
    label: 'आपके मन की आवाज़ कहती है',
    values: {
      'self-doubt': '“क्या मुझमें इतनी क़ाबिलियत है?”',
      'prove-yourself': '“मुझे ख़ुद को साबित करना है”',
      comparison: '“बाकी सब मुझसे आगे हैं”',
      growth: '“थोड़ी मेहनत से यह भी आ जाएगा”',
      judgement: '“लोग क्या सोचेंगे?”',
    },
  },
  seen: {
    label: 'दूसरे सबसे पहले देखते हैं',
    values: {
      potential: 'आपकी क़ाबिलियत',
      kindness: 'आपका अच्छा दिल',
      creativity: 'आपकी क्रिएटिविटी',
      intelligence: 'आपका तेज़ दिमाग़',
      leadership: 'एक लीडर',
    },
  },
};
