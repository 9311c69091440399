import type { Pillar, Subject } from './tables';

export interface CatalogueTask {
  title: string;
  description: string;
  pillar: Pillar;
  xp: number;
  required?: boolean;
  subjects: [Subject, number][];
}

export interface CatalogueQuest {
  slug: string;
  title: string;
  short_description: string;
  big_idea: string;
  tasks: CatalogueTask[];
}

/** The demo catalogue: real projects a student can do at home or in their community. */
export const CATALOGUE: CatalogueQuest[] = [
  {
    slug: 'music-composition',
    title: 'Compose Your First Song',
    short_description: 'Write lyrics, build a melody, record a demo and share it with an audience.',
    big_idea:
      'Every song you love started as a blank page. Songwriting is a craft you can practise: a feeling, a few words, a repeated pattern of notes. You will finish a real song, hear it played back, and learn what an audience takes from it.',
    tasks: [
      {
        title: 'Study three songs you love',
        description:
          'Pick three songs and map their structure (verse, chorus, bridge), count the bars in each section and note what makes the chorus memorable. Write a short comparison.',
        pillar: 'art',
        xp: 75,
        subjects: [
          ['fine_arts', 50],
          ['language_arts', 25],
        ],
      },
      {
        title: 'Write the lyrics',
        description:
          'Write at least two verses and a chorus about something that matters to you. Read them aloud, cut every word that does not earn its place, and keep your drafts.',
        pillar: 'communication',
        xp: 100,
        subjects: [
          ['language_arts', 70],
          ['fine_arts', 30],
        ],
      },
      {
        title: 'Build a melody and chords',
        description:
          'Using an instrument or a free music app, set your lyrics to a melody over three or four chords. Explain the key you chose and why the chorus rises or falls.',
        pillar: 'stem',
        xp: 100,
        subjects: [
          ['fine_arts', 60],
          ['math', 40],
        ],
      },
      {
        title: 'Record and share a demo',
        description:
          'Record a rough demo, play it for at least three people and ask each one what they felt. Write down what you would change in the next version.',
        pillar: 'art',
        xp: 75,
        subjects: [
          ['fine_arts', 50],
          ['digital_literacy', 25],
        ],
      },
    ],
  },
  {
    slug: 'family-recipes',
    title: 'Family Recipe Book',
    short_description:
      'Interview relatives, cook and document family recipes, and publish a small cookbook.',
    big_idea:
      'Recipes carry family history: where people came from, what they could afford, what they celebrated. By cooking with the people who know them, you preserve stories that are often never written down.',
    tasks: [
      {
        title: 'Interview a family cook',
        description:
          'Prepare five open questions and interview a relative about a dish they make. Record or write up the conversation, including where the recipe came from.',
        pillar: 'communication',
        xp: 100,
        subjects: [
          ['language_arts', 60],
          ['social_studies', 40],
        ],
      },
      {
        title: 'Cook it together and measure everything',
        description:
          'Cook the dish alongside them. Turn "a handful" and "until it looks right" into real measurements, and scale the recipe to serve both 2 and 8 people.',
        pillar: 'wellness',
        xp: 100,
        subjects: [
          ['health', 50],
          ['math', 50],
        ],
      },
      {
        title: 'Trace the recipe on a map',
        description:
          'Find out where the dish and its main ingredients come from and how they reached your family. Make a simple map or timeline.',
        pillar: 'civics',
        xp: 75,
        subjects: [['social_studies', 75]],
      },
      {
        title: 'Publish the cookbook',
        description:
          'Collect at least three recipes with photos and their stories into a small book (printed or digital) and give a copy to everyone who contributed.',
        pillar: 'art',
        xp: 75,
        subjects: [
          ['fine_arts', 40],
          ['language_arts', 35],
        ],
      },
    ],
  },
  {
    slug: 'small-business',
    title: 'Launch a Small Business',
    short_description:
      'Find a real need, plan a product, budget it, and sell your first ten units.',
    big_idea:
      'A business is a promise to solve someone’s problem at a price they will pay. You will test an idea with real customers, keep honest books, and learn more from your first ten sales than from any textbook.',
    tasks: [
      {
        title: 'Find a real problem',
        description:
          'Talk to at least five potential customers about a problem they have. Write down their exact words, then describe the one problem you will solve.',
        pillar: 'communication',
        xp: 100,
        subjects: [
          ['cte', 50],
          ['language_arts', 50],
        ],
      },
      {
        title: 'Budget your first batch',
        description:
          'List every cost (materials, tools, time), set a price, and calculate your break-even point. Show your spreadsheet.',
        pillar: 'stem',
        xp: 100,
        subjects: [
          ['financial_literacy', 60],
          ['math', 40],
        ],
      },
      {
        title: 'Follow the rules',
        description:
          'Find out what your town requires for a young person selling goods (permits, food safety, taxes) and what consumer protection means for your buyers.',
        pillar: 'civics',
        xp: 100,
        subjects: [
          ['social_studies', 60],
          ['financial_literacy', 40],
        ],
      },
      {
        title: 'Sell ten units and reflect',
        description:
          'Sell your first ten units, record every sale and cost, and write what you would change. Did you make a profit once your time is counted?',
        pillar: 'stem',
        xp: 100,
        subjects: [
          ['financial_literacy', 50],
          ['cte', 50],
        ],
      },
    ],
  },
  {
    slug: 'volunteer-impact',
    title: 'Community Volunteer Impact',
    short_description:
      'Pick a local cause, volunteer, measure your impact and present it to your community.',
    big_idea:
      'Helping feels good, but measuring help makes it better. You will choose a cause, give real hours to it, and find out what actually changed because you showed up.',
    tasks: [
      {
        title: 'Choose a cause and an organisation',
        description:
          'Research three local organisations, compare what they do and what they need, and explain which one you chose and why.',
        pillar: 'civics',
        xp: 75,
        subjects: [['social_studies', 75]],
      },
      {
        title: 'Volunteer ten hours',
        description:
          'Log at least ten hours of volunteering with dates, what you did and one thing you learned each time.',
        pillar: 'wellness',
        xp: 100,
        subjects: [
          ['health', 50],
          ['electives', 50],
        ],
      },
      {
        title: 'Measure the impact',
        description:
          'Decide what to count (meals served, metres of shoreline cleaned, children read to) and chart the results across your hours.',
        pillar: 'stem',
        xp: 100,
        subjects: [
          ['math', 60],
          ['social_studies', 40],
        ],
      },
      {
        title: 'Present to your community',
        description:
          'Give a five-minute talk or write a letter to a local paper about the cause, your numbers and how others can help.',
        pillar: 'communication',
        xp: 75,
        subjects: [['language_arts', 75]],
      },
    ],
  },
  {
    slug: 'backyard-science',
    title: 'Backyard Science Lab',
    short_description:
      'Design an experiment about the nature around you, collect data and explain what you found.',
    big_idea:
      'Science is not a list of facts; it is a way of asking questions you can answer with evidence. Your backyard, balcony or local park is full of questions nobody has measured yet.',
    tasks: [
      {
        title: 'Ask a testable question',
        description:
          'Observe something living near you for a week and turn your curiosity into one question you can test, with a hypothesis and the variable you will change.',
        pillar: 'stem',
        xp: 80,
        subjects: [['science', 80]],
      },
      {
        title: 'Run the experiment',
        description:
          'Collect data on at least ten occasions. Keep a lab notebook with dates, conditions and anything that went wrong.',
        pillar: 'stem',
        xp: 120,
        subjects: [
          ['science', 80],
          ['math', 40],
        ],
      },
      {
        title: 'Draw what you saw',
        description:
          'Make careful scientific illustrations of your subject at two different stages, labelled like a field guide.',
        pillar: 'art',
        xp: 60,
        subjects: [
          ['fine_arts', 40],
          ['science', 20],
        ],
      },
      {
        title: 'Explain your findings',
        description:
          'Chart your data and write a one-page report: what you expected, what happened, and what you would test next.',
        pillar: 'communication',
        xp: 60,
        subjects: [
          ['language_arts', 30],
          ['science', 30],
        ],
      },
    ],
  },
  {
    slug: 'solar-oven',
    title: 'Build a Solar Oven',
    short_description: 'Engineer a cardboard oven that cooks with sunlight, then make it better.',
    big_idea:
      'Engineers rarely get it right the first time. They build, measure, and improve. You will harness the sun’s energy with household materials and use data to push your design further.',
    tasks: [
      {
        title: 'Learn how heat moves',
        description:
          'Explain conduction, convection and radiation with an everyday example of each, and predict which matters most in a solar oven.',
        pillar: 'stem',
        xp: 60,
        subjects: [['science', 60]],
      },
      {
        title: 'Build version one',
        description:
          'Build an oven from a box, foil, plastic wrap and black paper. Photograph each step and note your design choices.',
        pillar: 'stem',
        xp: 120,
        subjects: [
          ['science', 60],
          ['cte', 60],
        ],
      },
      {
        title: 'Test and graph temperatures',
        description:
          'Record the temperature inside every 10 minutes for an hour on a sunny day and graph it against the air temperature.',
        pillar: 'stem',
        xp: 100,
        subjects: [
          ['math', 50],
          ['science', 50],
        ],
      },
      {
        title: 'Improve and cook something',
        description:
          'Change one variable, test again, and cook a simple snack (s’mores, nachos). Compare the two versions with your data.',
        pillar: 'stem',
        xp: 120,
        required: false,
        subjects: [
          ['science', 70],
          ['math', 50],
        ],
      },
    ],
  },
  {
    slug: 'couch-to-5k',
    title: 'Train for a 5K',
    short_description:
      'Follow an eight-week plan to run 5 kilometres, and learn how training works.',
    big_idea:
      'Fitness is built one small, consistent step at a time. Training for a 5K teaches you how the body adapts, how to plan, and what it feels like to do something you once thought you could not.',
    tasks: [
      {
        title: 'Set a baseline',
        description:
          'Time how far you can comfortably run or walk in 20 minutes, record your resting heart rate, and set a realistic goal.',
        pillar: 'wellness',
        xp: 50,
        subjects: [['pe', 50]],
      },
      {
        title: 'Plan eight weeks of training',
        description:
          'Write a week-by-week plan that increases distance by no more than about 10% a week, with rest days and a warm-up routine.',
        pillar: 'wellness',
        xp: 100,
        subjects: [
          ['pe', 50],
          ['health', 50],
        ],
      },
      {
        title: 'Log every run',
        description:
          'Keep a training log with distance, time, how you felt and what you ate that day. Chart your pace over the weeks.',
        pillar: 'stem',
        xp: 150,
        subjects: [
          ['pe', 80],
          ['math', 70],
        ],
      },
      {
        title: 'Run the 5K',
        description:
          'Run a 5K event or a measured course. Share your time and write about the hardest moment and how you got through it.',
        pillar: 'wellness',
        xp: 200,
        subjects: [
          ['pe', 150],
          ['health', 50],
        ],
      },
    ],
  },
  {
    slug: 'mindful-sleep',
    title: 'The Science of Sleep',
    short_description:
      'Track your sleep, run a one-variable experiment on yourself and build better habits.',
    big_idea:
      'Sleep shapes your mood, memory and health more than almost anything else you do. You will become a scientist of your own rest and design a routine that works for you.',
    tasks: [
      {
        title: 'Track two weeks of sleep',
        description:
          'Record bedtime, wake time, screen use before bed and how rested you feel each morning on a 1 to 5 scale.',
        pillar: 'wellness',
        xp: 100,
        subjects: [
          ['health', 70],
          ['math', 30],
        ],
      },
      {
        title: 'Research what teenagers need',
        description:
          'Find two trustworthy sources on teenage sleep and circadian rhythm. Summarise them in your own words and cite them.',
        pillar: 'stem',
        xp: 75,
        subjects: [
          ['science', 50],
          ['health', 25],
        ],
      },
      {
        title: 'Change one thing for a week',
        description:
          'Change one habit (no screens after 9, a fixed wake time) for a week and compare your ratings to the first fortnight.',
        pillar: 'wellness',
        xp: 100,
        subjects: [['health', 100]],
      },
    ],
  },
  {
    slug: 'podcast-launch',
    title: 'Launch a Podcast',
    short_description:
      'Plan, record and publish three episodes of a podcast about something you care about.',
    big_idea:
      'A podcast is a conversation with people you may never meet. Good audio storytelling means knowing your listener, asking good questions and editing ruthlessly.',
    tasks: [
      {
        title: 'Define the show',
        description:
          'Write a one-paragraph pitch: the topic, who it is for, the episode length and what makes it different from shows that exist.',
        pillar: 'communication',
        xp: 75,
        subjects: [['language_arts', 75]],
      },
      {
        title: 'Interview a guest',
        description:
          'Research a guest, prepare ten questions and record a conversation. Ask for consent to publish before you start recording.',
        pillar: 'communication',
        xp: 150,
        subjects: [
          ['language_arts', 100],
          ['social_studies', 50],
        ],
      },
      {
        title: 'Edit and mix',
        description:
          'Edit out the dead air, add an intro and outro, and balance the volume. Explain three editing choices you made.',
        pillar: 'stem',
        xp: 125,
        subjects: [
          ['digital_literacy', 100],
          ['fine_arts', 25],
        ],
      },
      {
        title: 'Publish three episodes',
        description:
          'Publish three episodes on a free platform with show notes, and collect feedback from at least five listeners.',
        pillar: 'communication',
        xp: 150,
        subjects: [
          ['language_arts', 75],
          ['digital_literacy', 75],
        ],
      },
    ],
  },
  {
    slug: 'local-government',
    title: 'How Your Town Decides',
    short_description: 'Attend a public meeting, follow one local issue and speak up about it.',
    big_idea:
      'The decisions that shape your daily life, from bus routes to parks, are made in meetings anyone can attend. Understanding how they work is the first step to changing them.',
    tasks: [
      {
        title: 'Map who decides what',
        description:
          'Draw a chart of your local government: who is elected, who is appointed, and which body decides on schools, roads and parks.',
        pillar: 'civics',
        xp: 75,
        subjects: [['social_studies', 75]],
      },
      {
        title: 'Attend a public meeting',
        description:
          'Attend a council, school board or planning meeting (in person or online) and take notes on one decision and the arguments on each side.',
        pillar: 'civics',
        xp: 125,
        subjects: [['social_studies', 125]],
      },
      {
        title: 'Research one issue deeply',
        description:
          'Pick one local issue, read the official documents and interview someone affected by it. Present the facts fairly.',
        pillar: 'civics',
        xp: 150,
        subjects: [
          ['social_studies', 100],
          ['language_arts', 50],
        ],
      },
      {
        title: 'Make your voice heard',
        description:
          'Write a public comment, letter or short speech with a clear request, and deliver it through an official channel.',
        pillar: 'communication',
        xp: 150,
        subjects: [
          ['language_arts', 100],
          ['social_studies', 50],
        ],
      },
    ],
  },
  {
    slug: 'personal-budget',
    title: 'Run Your Own Budget',
    short_description: 'Track a month of money, build a budget and save toward a real goal.',
    big_idea:
      'Money decisions are choices about what matters to you. Knowing where your money goes gives you the power to spend on purpose and save for what you really want.',
    tasks: [
      {
        title: 'Track a month of spending',
        description:
          'Record every amount you receive and spend for four weeks, sorted into categories you choose.',
        pillar: 'stem',
        xp: 100,
        subjects: [
          ['financial_literacy', 60],
          ['math', 40],
        ],
      },
      {
        title: 'Build a budget',
        description:
          'Create a monthly budget with needs, wants and savings. Explain one trade-off you decided to make.',
        pillar: 'stem',
        xp: 100,
        subjects: [['financial_literacy', 100]],
      },
      {
        title: 'Understand interest',
        description:
          'Compare how $500 grows in a savings account versus how a $500 credit-card balance grows over two years. Show the maths.',
        pillar: 'stem',
        xp: 100,
        subjects: [
          ['math', 50],
          ['financial_literacy', 50],
        ],
      },
      {
        title: 'Talk money with an adult',
        description:
          'Interview a trusted adult about a money decision they are glad of and one they regret. What would you do differently?',
        pillar: 'communication',
        xp: 50,
        required: false,
        subjects: [
          ['financial_literacy', 25],
          ['language_arts', 25],
        ],
      },
    ],
  },
  {
    slug: 'community-mural',
    title: 'Design a Community Mural',
    short_description:
      'Gather ideas from your neighbours and design a mural that tells your community’s story.',
    big_idea:
      'Public art belongs to everyone who walks past it. A mural is a chance to listen to a community and give its story a shape and colour people see every day.',
    tasks: [
      {
        title: 'Study public art',
        description:
          'Visit or research three murals. For each, note the story it tells, the colours and the way it fits its wall.',
        pillar: 'art',
        xp: 75,
        subjects: [['fine_arts', 75]],
      },
      {
        title: 'Collect community stories',
        description:
          'Ask at least eight neighbours what your community means to them. Look for themes that repeat.',
        pillar: 'civics',
        xp: 100,
        subjects: [
          ['social_studies', 60],
          ['language_arts', 40],
        ],
      },
      {
        title: 'Sketch three concepts',
        description:
          'Sketch three different designs to scale, with a colour palette, and explain the story each one tells.',
        pillar: 'art',
        xp: 150,
        subjects: [
          ['fine_arts', 100],
          ['math', 50],
        ],
      },
      {
        title: 'Pitch the final design',
        description:
          'Present your final design to a group who could approve it (a school, library or business owner) and record their feedback.',
        pillar: 'communication',
        xp: 125,
        subjects: [
          ['language_arts', 75],
          ['fine_arts', 50],
        ],
      },
    ],
  },
  {
    slug: 'code-a-game',
    title: 'Code a Game',
    short_description: 'Design and program a small game, then let real players test it.',
    big_idea:
      'Games are systems of rules that create feelings. Building one teaches you to think like a programmer and a designer at once, and playtesting teaches you that players never do what you expect.',
    tasks: [
      {
        title: 'Design on paper',
        description:
          'Write a one-page design: the goal, the rules, the controls and what makes it fun. Make a paper prototype and play it.',
        pillar: 'art',
        xp: 75,
        subjects: [
          ['fine_arts', 25],
          ['digital_literacy', 50],
        ],
      },
      {
        title: 'Build a playable version',
        description:
          'Program the core loop in Scratch, Python or JavaScript. Share the code or a link and explain one bug you fixed.',
        pillar: 'stem',
        xp: 250,
        subjects: [
          ['digital_literacy', 150],
          ['math', 100],
        ],
      },
      {
        title: 'Playtest with five people',
        description:
          'Watch five people play without helping them. Note where they got stuck and what they enjoyed.',
        pillar: 'communication',
        xp: 100,
        subjects: [
          ['language_arts', 50],
          ['cte', 50],
        ],
      },
      {
        title: 'Release version two',
        description:
          'Fix the biggest problems from playtesting, publish the game, and write release notes describing what changed.',
        pillar: 'stem',
        xp: 150,
        subjects: [
          ['digital_literacy', 100],
          ['cte', 50],
        ],
      },
    ],
  },
  {
    slug: 'poetry-slam',
    title: 'Poetry Slam',
    short_description:
      'Write original poems, learn performance, and read your work in front of an audience.',
    big_idea:
      'A poem on the page and a poem out loud are two different things. You will write honestly, rehearse with your whole body, and discover the courage it takes to be heard.',
    tasks: [
      {
        title: 'Read and listen widely',
        description:
          'Read ten poems and watch three recorded spoken-word performances. Write a paragraph on the one that moved you most.',
        pillar: 'communication',
        xp: 50,
        subjects: [['language_arts', 50]],
      },
      {
        title: 'Write three poems',
        description:
          'Write three original poems in different forms (free verse, a sonnet or haiku sequence, a list poem) and revise each twice.',
        pillar: 'art',
        xp: 150,
        subjects: [
          ['language_arts', 100],
          ['fine_arts', 50],
        ],
      },
      {
        title: 'Rehearse the performance',
        description:
          'Memorise one poem and rehearse with attention to breath, pace and pauses. Record a practice run.',
        pillar: 'communication',
        xp: 100,
        subjects: [
          ['language_arts', 50],
          ['fine_arts', 50],
        ],
      },
      {
        title: 'Perform live',
        description:
          'Perform at an open mic, library event or family gathering and reflect on how it felt before, during and after.',
        pillar: 'wellness',
        xp: 100,
        subjects: [
          ['fine_arts', 50],
          ['health', 50],
        ],
      },
    ],
  },
];
