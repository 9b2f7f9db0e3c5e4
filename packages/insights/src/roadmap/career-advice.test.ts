import { describe, expect, it } from 'vitest';
import { generateDeepRoadmap } from '../index.js';

/** The deep roadmap for one career code, with no answers (so no free text can leak in). */
function roadmapFor(code: string) {
  const roadmap = generateDeepRoadmap({ name: 'Asha', day1: [], day2: [], day3: [], career: code });
  const education = roadmap.sections.find((section) => section.heading === 'Your education path');
  const stages = roadmap.sections.flatMap((section) => section.stages ?? []);
  const list = (label: string) =>
    stages
      .flatMap((stage) => stage.lists)
      .filter((item) => item.label === label)
      .flatMap((item) => item.items)
      .map((item) => (typeof item === 'string' ? item : item.name))
      .join('\n');
  return {
    code: roadmap.code,
    all: JSON.stringify(roadmap),
    education: (education?.content ?? []).join('\n'),
    certifications: list('Certifications and qualifications'),
    projects: list('Project ideas'),
    resources: list('Resources'),
  };
}

describe('advice inside mixed SOC major groups', () => {
  it('gives museum technicians and conservators museum advice, not teacher training', () => {
    const roadmap = roadmapFor('25-4013.00');
    expect(roadmap.code).toBe('25-4013.00');
    expect(roadmap.all).not.toMatch(/B\.Ed|CTET|\bTET\b/);
    expect(roadmap.education).toMatch(/Museology/);
    expect(roadmap.education).toMatch(/conservation/i);
    expect(roadmap.certifications).toMatch(/Museology and Conservation/);
    expect(roadmap.projects).toMatch(/museum|exhibition/i);
  });

  it('still sends school teachers to a B.Ed and a teacher eligibility test', () => {
    const roadmap = roadmapFor('25-2031.00');
    expect(roadmap.education).toMatch(/B\.Ed/);
    expect(roadmap.education).toMatch(/CTET/);
    expect(roadmap.certifications).toMatch(/CTET/);
  });

  it('sends postsecondary teachers to a master’s and UGC NET, not CTET', () => {
    for (const code of ['25-1125.00', '25-1054.00']) {
      const roadmap = roadmapFor(code);
      expect(roadmap.all).not.toMatch(/CTET|B\.Ed/);
      expect(roadmap.education).toMatch(/UGC NET/);
      expect(roadmap.education).toMatch(/master’s/);
      expect(roadmap.education).toMatch(/PhD/);
      expect(roadmap.certifications).toMatch(/UGC NET/);
    }
  });

  it('gives athletes and coaches sports advice, not design school', () => {
    const roadmap = roadmapFor('27-2022.00');
    expect(roadmap.all).not.toMatch(/\bNID\b|B\.Des|Adobe|NIFT|UCEED/);
    expect(roadmap.education).toMatch(/B\.P\.Ed/);
    expect(roadmap.education).toMatch(/NIS Patiala/);
    expect(roadmap.certifications).toMatch(/NIS Patiala/);
  });

  it('gives reporters, writers and translators journalism and language advice', () => {
    const roadmap = roadmapFor('27-3091.00');
    expect(roadmap.all).not.toMatch(/\bNID\b|B\.Des|UCEED|NIFT/);
    expect(roadmap.education).toMatch(/Journalism and Mass Communication/);
    expect(roadmap.education).toMatch(/portfolio of published work/);
  });

  it('sends photographers and camera operators to film school, not design school', () => {
    const roadmap = roadmapFor('27-4031.00');
    expect(roadmap.all).not.toMatch(/\bNID\b|B\.Des|UCEED|NIFT/);
    expect(roadmap.education).toMatch(/Joint Entrance Test \(JET\)/);
    expect(roadmap.education).toMatch(/showreel/);
  });

  it('gives health technicians allied-health courses, not MBBS', () => {
    for (const code of ['29-2012.00', '29-2034.00', '29-2052.00']) {
      const roadmap = roadmapFor(code);
      expect(roadmap.all).not.toMatch(/MBBS|BDS|BAMS/);
      expect(roadmap.education).toMatch(/State paramedical entrance tests/);
    }
    expect(roadmapFor('29-2052.00').education).toMatch(/D\.Pharm/);
    expect(roadmapFor('29-2012.00').education).toMatch(/Medical Laboratory Technology/);
  });

  it('keeps NEET-UG and MBBS for doctors and names the degrees of other practitioners', () => {
    const doctor = roadmapFor('29-1215.00');
    expect(doctor.education).toMatch(/NEET-UG/);
    expect(doctor.education).toMatch(/MBBS/);
    const pharmacist = roadmapFor('29-1051.00');
    expect(pharmacist.education).toMatch(/B\.Pharm/);
    expect(roadmapFor('29-1131.00').education).toMatch(/B\.V\.Sc/);
  });

  it('gives actuaries, loco pilots and seafarers their own routes', () => {
    const actuary = roadmapFor('15-2011.00');
    expect(actuary.education).toMatch(/ACET/);
    expect(actuary.certifications).not.toMatch(/CCNA|Azure/);
    const locoPilot = roadmapFor('53-4011.00');
    expect(locoPilot.education).toMatch(/RRB ALP/);
    expect(locoPilot.all).not.toMatch(/DGCA/);
    const captain = roadmapFor('53-5021.00');
    expect(captain.education).toMatch(/IMU CET/);
    expect(captain.certifications).toMatch(/DG Shipping/);
    expect(captain.all).not.toMatch(/DGCA/);
  });

  it('keeps the major-group advice where no finer entry exists', () => {
    expect(roadmapFor('27-1024.00').education).toMatch(/NID DAT/);
    expect(roadmapFor('15-1252.00').education).toMatch(/JEE Main/);
  });
});

describe('advice for groups that had only the generic route', () => {
  it('gives makeup artists beauty training, not personal-trainer certificates', () => {
    const roadmap = roadmapFor('39-5091.00');
    expect(roadmap.education).toMatch(/cosmetology or makeup artistry/);
    expect(roadmap.education).toMatch(/Entrance exams to know: none for most courses/);
    expect(roadmap.certifications).toMatch(/Beauty & Wellness/);
    expect(roadmap.all).not.toMatch(/ACE or ACSM/);
  });

  it('gives childcare, fitness and tourism their own routes', () => {
    expect(roadmapFor('39-9011.00').education).toMatch(/Early Childhood Care and Education/);
    expect(roadmapFor('39-9011.00').all).not.toMatch(/Beauty & Wellness|ACSM/);
    expect(roadmapFor('39-9031.00').certifications).toMatch(/ACE or ACSM/);
    expect(roadmapFor('39-7011.00').education).toMatch(/BTTM/);
  });

  it('gives farm, forest and grounds work their real routes', () => {
    expect(roadmapFor('45-2092.00').education).toMatch(/B\.Sc Agriculture/);
    expect(roadmapFor('37-3011.00').education).toMatch(/horticulture/);
    expect(roadmapFor('37-3011.00').education).not.toMatch(/CUET-UG/);
  });
});

describe('learning resources inside mixed SOC major groups', () => {
  it('points coaches and performers to sport and performing-arts bodies, not web tools', () => {
    const coach = roadmapFor('27-2022.00').resources;
    expect(coach).toMatch(/Sports Authority of India/);
    expect(coach).not.toMatch(/freeCodeCamp|MDN|GitHub|Behance|National Institute of Design/);
    expect(roadmapFor('27-2041.00').resources).toMatch(/Sangeet Natak Akademi/); // music directors
  });

  it('gives each media group its own resources and keeps the designers’ ones', () => {
    expect(roadmapFor('27-3023.00').resources).toMatch(/IIMC/); // reporters
    expect(roadmapFor('27-4031.00').resources).toMatch(/FTII/); // camera operators
    expect(roadmapFor('25-4013.00').resources).toMatch(/National Digital Library of India/);
    const designer = roadmapFor('27-1024.00').resources;
    expect(designer).toMatch(/Behance/);
    expect(designer).not.toMatch(/Sports Authority|IIMC/);
  });
});
