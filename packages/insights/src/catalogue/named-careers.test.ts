import { describe, expect, it } from 'vitest';
import { detectNamedCareers } from './named-careers.js';

const ids = (text: string, aspiration = false) =>
  detectNamedCareers([{ text, aspiration }]).flatMap((named) =>
    named.careers.map((career) => career.id),
  );

describe('named careers', () => {
  it('hears a career named in English, Hinglish or Hindi', () => {
    expect(ids('mujhe lawyer banna hai')).toContain('lawyer');
    expect(ids('wakil banna hai, ladkiyon ke case ladne hain')).toContain('lawyer');
    expect(ids('मुझे वकील बनना है')).toContain('lawyer');
    expect(ids('I want to become a pilot')).toContain('pilot');
    expect(ids('ias ki tayari kar raha hu')).toContain('ias-officer');
  });

  it('hears an exam as a wish for the careers it leads to', () => {
    expect(ids('Cleared CLAT, studied at NLSIU and fighting cases for women', true)).toContain(
      'lawyer',
    );
    expect(ids('NCC cadet, preparing for NDA and SSB')).toEqual(
      expect.arrayContaining(['army-officer', 'navy-officer', 'air-force-officer']),
    );
    expect(ids('neet dena hai is saal')).toContain('doctor');
    expect(ids('12th ke baad seedha SSC CHSL ka form bhar').length).toBeGreaterThan(0);
  });

  it('counts an answer about their future without a word of intent', () => {
    expect(ids('a doctor in the village clinic', true)).toContain('doctor');
    expect(ids('a doctor in the village clinic', false)).not.toContain('doctor');
  });

  it('hears a field or an activity only with a wish, not for being about the future', () => {
    expect(ids('won the inter-school dance competition', true)).toEqual([]);
    expect(ids('yoga every morning', true)).toEqual([]);
    expect(ids('a dancer on a big stage', true)).toContain('dancer');
    expect(ids('I want to do dance professionally')).toContain('dancer');
    expect(ids('mujhe apna parlour kholna hai')).toContain('beautician');
    expect(ids('bade bade pul banana hai')).toContain('civil-engineer');
  });

  it('hears the work an answer about the future describes as the career it points to', () => {
    const named = (text: string) =>
      detectNamedCareers([{ text, aspiration: true }]).map((m) => [
        m.kind,
        ...m.careers.map((c) => c.id),
      ]);
    // The things of one career's work, without its title: thumbnails and subscribers.
    expect(named('ek din meri thumbnails aur subscribers dono badhe')).toEqual([
      ['described', 'youtuber'],
    ]);
    expect(named('har saal 200 policy bechna, MDRT tak pahunchna')).toEqual([
      ['described', 'insurance-agent'],
    ]);
    expect(named('das acre mein jaivik kheti')).toEqual([['described', 'farmer']]);
    // The work outweighs a place any professional has: "apna office" is no entrepreneur here.
    expect(named('season me apne clients ke 500 ITR file karna, apna office')).toEqual([
      ['described', 'tax-consultant'],
    ]);
    // Not in any other answer, and not when the work points to several careers alike.
    expect(detectNamedCareers([{ text: 'das acre mein jaivik kheti' }])).toEqual([]);
    const [leaning] = detectNamedCareers([
      { text: 'shaadi ke liye kapde design', aspiration: true },
    ]);
    expect(leaning?.kind).toBe('activity');
    expect(leaning?.careers.map((career) => career.id)).toContain('fashion-designer');
  });

  it('forgives one typo in a long career word said with a wish', () => {
    expect(ids('psycologist banna hai')).toContain('clinical-psychologist');
    expect(ids('psycologist')).toEqual([]);
  });

  it('does not hear a career that is negated, only mentioned, or a parent’s wish', () => {
    expect(ids('doctor nahi banna mujhe')).toEqual([]);
    expect(ids("I don't want to be an engineer")).not.toContain('software-engineer');
    expect(ids('I went to the doctor yesterday')).toEqual([]);
    expect(ids('papa chahte hain main doctor banu')).toEqual([]);
    expect(ids('papa chahte hain main doctor banu, par mujhe pilot banna hai')).toEqual(['pilot']);
  });

  it('reads short words only in capitals or with a wish nearby', () => {
    expect(ids('i go to the gym with ca friends')).toEqual([]);
    expect(ids('CA Foundation clear karna hai')).toContain('chartered-accountant');
    expect(ids('ca banna hai')).toContain('chartered-accountant');
  });

  it('names each career once, in the order first named, as written', () => {
    const named = detectNamedCareers([
      { text: 'Vet banna hai', aspiration: false },
      { text: 'vet clinic kholna, NEET dena hai', aspiration: true },
    ]);
    expect(named[0]?.said).toBe('Vet');
    // An exam is said back as it is named, whatever the case it was typed in.
    expect(detectNamedCareers([{ text: 'clat ki tayari' }])[0]?.said).toBe('CLAT');
    expect(
      named.flatMap((n) => n.careers.map((c) => c.id)).filter((id) => id === 'vet'),
    ).toHaveLength(1);
  });
});

describe('named careers in any script and shape', () => {
  it('reads Devanagari however it is spelt, and Latin and Devanagari mixed', () => {
    expect(ids('IBPS क्लर्क बनना है')).toEqual(['bank-clerk']);
    expect(ids('मुझे वक़ील बनना है')).toContain('lawyer');
  });

  it('does not take a verb for a misspelt role', () => {
    // "teaches" and "designed" are one letter from "teacher" and "designer".
    expect(ids('running an NGO that teaches the children of the basti', true)).toEqual([]);
    expect(ids('I designed the posters for our fest', true)).toEqual([]);
    expect(ids('techer banna hai')).toContain('school-teacher');
  });

  it('lets a role speak for its field: the sub inspector, not also the constable', () => {
    expect(ids('became a sub inspector in UP police', true)).toEqual(['police-sub-inspector']);
    expect(ids('police wala banna hai')).toContain('police-constable');
    // The role says where they are headed: the exam that leads there adds nothing beside it,
    // and alone it names the careers it leads to.
    expect(ids('doctor banna hai NEET ki tayari se')).toEqual(['doctor']);
    expect(ids('NEET ki tayari kar rahi hu')).toEqual(
      expect.arrayContaining(['doctor', 'surgeon']),
    );
  });

  it('hears the role, not the shop or the trade of another field around it', () => {
    expect(ids('mujhe makeup artist banna hai, shaadi ke order lena')).toEqual(['makeup-artist']);
    expect(ids('electrician banke apna kaam, sath me thoda farming bhi karna hai')).toEqual([
      'electrician',
    ]);
  });

  it('does not take what others tell the student to become for their own aim', () => {
    expect(ids('sab kehte hain engineer ban, lekin mujhe chef banna hai')).toEqual(['chef']);
    expect(ids('everyone says become a CA but i want to be a pilot')).toEqual(['pilot']);
    expect(ids('लोग कहते हैं वकील बनो, पर मुझे डॉक्टर बनना है')).toEqual(['doctor']);
  });

  it('hears a two-word title with one or both words misspelt, inside an aim', () => {
    expect(ids('mai ek korporate lawyer banunga')).toEqual(['corporate-lawyer']);
    expect(ids('future me baik mekanik banna h')).toEqual(['bike-mechanic']);
    expect(ids('i want to be a sofware enginer')).toEqual(['software-engineer']);
    // Without an aim, two misspelt words are only words.
    expect(ids('sofware enginer ka video dekha')).toEqual([]);
  });

  it('reads an acronym spelt letter by letter in Devanagari as the catalogue writes it', () => {
    expect(ids('मेरा सपना है आईपीएस बनना')).toEqual(['ips-officer']);
    expect(ids('आरआरबी जेई की तैयारी चल रही है')).toContain('railway-engineer');
    // The catalogue's own Devanagari acronyms are read the same way: "पीटी टीचर" is one title.
    expect(ids('इसलिए पीटी टीचर बनना है')).toEqual(['pe-teacher']);
    // A Hindi word that is no string of letter names stays a word.
    expect(ids('एक दिन कुछ बड़ा करना है')).toEqual([]);
  });

  it('hears a title the catalogue lists misspelt, and short misspelt words of a title', () => {
    // "ofisar" sounds as "officer" does (a soft c); "deta" is "data" by its first letter and sound.
    expect(ids('ips ofisar banugi', true)).toEqual(['ips-officer']);
    expect(ids('deta entri oprator in a govt office', true)).toEqual(['data-entry-operator']);
  });

  it('hears a field of study one is admitted to as the career it trains for', () => {
    expect(ids('DMLT me admission le liya, 2 saal ka course')).toEqual(['lab-technician']);
    expect(ids('बायोटेक्नोलॉजी में बीटेक एडमिशन')).toEqual(['biotechnologist']);
    // "साथ" sounds like no "seat".
    expect(ids('गली में क्रिकेट खेलना दोस्तों के साथ')).toEqual([]);
  });

  it('hears a role said to suit them', () => {
    expect(ids('debugging at 2am, honestly cloud engineer life is for me')).toEqual([
      'cloud-engineer',
    ]);
    expect(ids('cab driver ke liye perfect hu, har gali pata hai')).toEqual(['cab-driver']);
    expect(ids('saw a cloud engineer talk on youtube')).toEqual([]);
  });

  it('reads a genitive inside a title as the title: "सीआरपीएफ का जवान"', () => {
    expect(ids('सीआरपीएफ का जवान बनना है')).toEqual(['capf-constable']);
  });

  it('hears Devanagari spelt another way, and a misspelt title of several words, by sound', () => {
    // "फॉरेंसिक" as the catalogue writes "फोरेंसिक"; the longer title wins over "एक्सपर्ट".
    expect(ids('साइबर फॉरेंसिक एक्सपर्ट बनकर डेटा निकालूँगी')).toEqual(['cyber-forensics-expert']);
    expect(ids('i want to be a climte change analist')).toEqual(['climate-analyst']);
    // A short word is not guessed by sound: "बस" is no "बेहोशी".
    expect(ids('बस docter बनना h')).toEqual(['doctor']);
    expect(ids('climte change analist ka video dekha')).toEqual([]);
  });

  it("hears a title's head alone as the one career the answer speaks of, else as a lean", () => {
    const heard = (text: string) =>
      detectNamedCareers([{ text }]).map((m) => [m.kind, ...m.careers.map((c) => c.id)]);
    expect(heard('export documentation seekh ke executive banna hai')).toEqual([
      ['career', 'import-export-executive'],
    ]);
    const [lean] = heard('engineer banna hai');
    expect(lean?.[0]).toBe('activity');
    expect(lean).toEqual(expect.arrayContaining(['civil-engineer', 'software-engineer']));
    expect(heard("I don't want to be an engineer")).toEqual([]);
  });

  it('hears a place or thing beside a role or an exam as where, not as another aim', () => {
    expect(ids('cost accountant in a big steel plant', true)).toEqual(['cost-accountant']);
  });

  it('makes a role said by its head alone exact from what the answer speaks of', () => {
    expect(ids('NTT course karke play school me teacher', true)).toEqual(['nursery-teacher']);
    expect(ids('got AFMC pune through neet, doctor in the army', true)).toContain('army-doctor');
    // Said in one word that is no title's head: "therapist" beside a spa.
    expect(ids('placed at a spa in goa as therapist', true)).toEqual(['spa-therapist']);
    // A role of several careers, the answer speaking of one: "कैप्टन" in the army.
    expect(ids('सेना में कैप्टन बनना है')).toEqual(['army-officer']);
    // A title already exact stays: "electrical engineer" beside NTPC.
    expect(ids('joined NTPC as electrical engineer', true)).toEqual(['electrical-engineer']);
  });

  it('hears English written in Devanagari by its sound', () => {
    // "एडमिशन" is admission: getting there, as "admission mil gaya" is.
    expect(ids('एनएलयू में एडमिशन हो गया')).toEqual(['lawyer']);
    expect(ids('एनएलयू देखने गया था')).toEqual([]);
    expect(ids('बायोइन्फॉर्मेटिशियन बनना है')).toEqual(['bioinformatician']);
  });

  it('reads a postposition in any of its forms: "ki doctor" is "ka doctor"', () => {
    expect(ids('haddiyon ki doctor banna hai')).toEqual(['orthopaedic-surgeon']);
    expect(ids('बड़ी होकर दाँतों की डॉक्टर बनूँगी')).toEqual(['dentist']);
  });

  it('says back the name, not the words of wanting around it', () => {
    const [mention] = detectNamedCareers([{ text: 'doctor banna hai mujhe' }]);
    expect(mention?.said).toBe('doctor');
  });

  it('takes the short name a title gives as a role', () => {
    expect(ids('RJ बन गया, सुबह वाला show मेरा है', true)).toEqual(['radio-jockey']);
  });

  it('does not take a Hindi helper verb for a wish', () => {
    expect(ids('कोई भी गाना सुनकर हारमोनियम पर बजा देना')).toEqual([]);
  });

  it('hears a career by its posts, institutions, workplaces and objects, inside an aim (issue 34)', () => {
    expect(ids('third engineer on an oil tanker', true)).toContain('marine-engineer');
    expect(ids('nlu me admission mil gaya')).toContain('lawyer');
    expect(ids('1M subscribers on my own channel', true)).toContain('youtuber');
    // "Became" after a role, outside the answer about the future.
    expect(ids('राजधानी एक्सप्रेस का लोको पायलट बना')).toContain('loco-pilot');
    // A business of their own.
    expect(ids('apna electrical contract ka kaam')).toContain('electrician');
    // A place of many careers tells none of them.
    expect(ids('ITI ke baad naukri mil gayi')).toEqual([]);
  });

  it('never names a career from a tool, a skill learnt or a thing owned', () => {
    expect(ids('photoshop seekhna hai')).toEqual([]);
    expect(ids('tally me entry karna', true)).toEqual([]);
    expect(ids('got my own harmonium and learnt 20 bhajans', true)).toEqual([]);
    expect(ids('soil testing report padhna aur konsa khad dalna hai wo decide karna')).toEqual([]);
  });

  it('hears a title misspelt the way it sounds, but not a word that only looks alike', () => {
    expect(ids('sycatrist banna hai')).toContain('psychiatrist');
    expect(ids('nutrishnist banna hai')).toContain('dietitian');
    expect(ids('arkeologist banna')).toContain('archaeologist');
    expect(ids('certified trainer bana')).not.toContain('draughtsman');
    expect(ids('wedding pe gaana gaya, finally', true)).toEqual([]);
  });

  it('reads two roles side by side as one, the first the more exact', () => {
    expect(ids('psychiatrist doctor banna hai')).toEqual(['psychiatrist']);
  });
});
