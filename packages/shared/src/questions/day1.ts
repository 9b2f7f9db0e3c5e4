import type { QuestionDraft } from './types.js';

/** Step 1 — "Decode your inner operating system": 10 single-choice, then 2 free text. */
export const day1Drafts: readonly QuestionDraft[] = [
  {
    type: 'choice',
    text: 'It is a free Sunday with nothing planned. What are you most likely to end up doing?',
    options: [
      'Fixing, building or tinkering with something using my hands',
      'Going down a rabbit hole on a topic I am curious about',
      'Drawing, writing, editing a video or making music',
      'Spending time with friends or helping someone at home',
      'Planning a small money-making idea or organising an outing for the group',
    ],
  },
  {
    type: 'choice',
    text: 'When you learn something new, what makes it click fastest for you?',
    options: [
      'Seeing it — a diagram, a chart or a video',
      'Hearing it explained and talking it through with someone',
      'Reading about it and writing my own notes',
      'Trying it with my own hands, even if I get it wrong at first',
      'Finding the logic or pattern underneath it',
    ],
  },
  {
    type: 'choice',
    text: 'Your group has a project due in a week. Which role do you naturally slip into?',
    options: [
      'The leader who divides the work and keeps everyone moving',
      'The researcher who digs up the facts and checks they are right',
      'The designer who makes it look and sound good',
      'The peacemaker who makes sure everyone feels heard',
      'The organiser who tracks deadlines and the final checklist',
    ],
  },
  {
    type: 'choice',
    text: 'Which compliment would make your whole day?',
    options: [
      '"You figured that out so fast — you are really sharp."',
      '"Nobody else would have thought of that — so creative!"',
      '"You really listened. I feel so much better after talking to you."',
      '"I knew I could count on you. You never let anyone down."',
      '"People just follow your lead — you are a natural."',
    ],
  },
  {
    type: 'choice',
    text: 'How do you usually make a big decision?',
    options: [
      'I list the pros and cons and weigh the facts',
      'I trust my gut feeling',
      'I talk it over with people I trust',
      'I pick the option that feels safest and most secure',
      'I choose whatever gives me the most freedom to grow',
    ],
  },
  {
    type: 'choice',
    text: 'Close your eyes and picture your future workplace. Where are you?',
    options: [
      'In a workshop, on a site or outdoors, where things get built or fixed',
      'In a lab or a quiet room where I can think deeply',
      'In a studio full of colour, ideas and music',
      'In a school, clinic or community centre, around people who need me',
      'In a busy office where plans, deals and targets are on the table',
    ],
  },
  {
    type: 'choice',
    text: 'Something goes wrong at the very last minute. What do you do?',
    options: [
      'Stay calm and fix it step by step',
      'Panic for a moment, then push through anyway',
      'Find a creative workaround nobody expected',
      'Rally everyone and share out the damage control',
      'Ask someone experienced what they would do',
    ],
  },
  {
    type: 'choice',
    text: 'Which school activity did you enjoy the most?',
    options: [
      'Science practicals or time in the computer lab',
      'Debates, elocution or the student council',
      'Art, dance, drama or music competitions',
      'Sports day, NCC, NSS or volunteering at events',
      'Maths olympiads, quizzes or keeping the class accounts',
    ],
  },
  {
    type: 'choice',
    text: 'How do you feel about rules and routines?',
    options: [
      'I like them — knowing exactly what is expected helps me do my best',
      'They are fine as long as they make sense to me',
      'I would rather find my own way of doing things',
      'I follow them, but how people are treated matters more to me',
      'I bend them when I see a smarter way to get results',
    ],
  },
  {
    type: 'choice',
    text: 'What would matter most to you in a future job?',
    options: [
      'Getting really good at something and seeing my progress',
      'A steady income and a secure, comfortable life',
      'Being respected and known for my work',
      'Working with kind people and making a difference together',
      'Being my own boss and deciding how I work',
    ],
  },
  {
    type: 'text',
    text: 'If you could skip one school subject forever, which one would it be — and why?',
    placeholder: 'For example: Chemistry, because memorising reactions feels pointless to me',
  },
  {
    type: 'text',
    text: 'If you could master one skill overnight, what would it be?',
    placeholder: 'For example: coding, public speaking, playing the guitar…',
  },
];
