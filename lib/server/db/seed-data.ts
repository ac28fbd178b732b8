import type { SeedCategory, SeedProduct } from './seed-types';
import type { GrowingFigures } from '@/lib/growing';

/**
 * Starter catalogue: vegetable seedlings commonly raised by Kenyan nurseries.
 * Prices are integer cents (KES 15 = 1500); trays are priced below the single-seedling rate.
 */

export const seedCategories: SeedCategory[] = [
  {
    slug: 'fruiting-vegetables',
    name: 'Fruiting Vegetables',
    description: 'Tomatoes, capsicum, chillies and brinjals for open field and greenhouse.',
    nameSw: 'Mboga za matunda',
    descriptionSw: 'Nyanya, pilipili hoho, pilipili kali na biringanya kwa shamba wazi na greenhouse.',
    sortOrder: 1,
  },
  {
    slug: 'leafy-greens',
    name: 'Leafy Greens',
    description: 'Sukuma wiki, spinach, managu, terere, lettuce and chard for steady, repeated picking.',
    nameSw: 'Mboga za majani',
    descriptionSw: 'Sukuma wiki, spinachi, managu, terere, spinachi ya Uswisi (chard) na saladi za kuvuna mara kwa mara.',
    sortOrder: 2,
  },
  {
    slug: 'brassicas',
    name: 'Cabbages & Brassicas',
    description: 'Cabbage, cauliflower and broccoli, best in cool and mid-altitude areas.',
    nameSw: 'Kabichi na jamii yake',
    descriptionSw: 'Kabichi, koliflawa na brokoli, bora katika maeneo ya baridi na ya mwinuko wa kati.',
    sortOrder: 3,
  },
  {
    slug: 'bulbs-and-onions',
    name: 'Bulbs & Onions',
    description: 'Red bulb onions, spring onions and leeks, transplanted at pencil thickness.',
    nameSw: 'Vitunguu',
    descriptionSw: 'Vitunguu vyekundu, vitunguu majani na liki, hupandikizwa vikiwa na unene wa penseli.',
    sortOrder: 4,
  },
  {
    slug: 'herbs',
    name: 'Herbs',
    description: 'Dhania, parsley and basil for markets, hotels and kitchen gardens.',
    nameSw: 'Viungo',
    descriptionSw: 'Dhania, parsili na mrihani (basil) kwa masoko, hoteli na bustani za jikoni.',
    sortOrder: 5,
  },
  {
    slug: 'vine-crops',
    name: 'Vine Crops',
    description: 'Watermelon, cucumber, butternut and courgette for warm areas.',
    nameSw: 'Mimea inayotambaa',
    descriptionSw: 'Tikiti maji, tango, boga (butternut) na kourgeti kwa maeneo yenye joto.',
    sortOrder: 6,
  },
];

const img = (slug: string) => `/images/products/${slug}.svg`;

const annaGuide = {
  spacing: '60 cm x 45 cm',
  spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
  weeksToTransplant: 4,
  weeksToHarvest: 11,
  tips: [
    'Train each plant up a string and remove side shoots every week.',
    'Hang pheromone traps for Tuta absoluta from the first week after transplanting.',
    'Water at the base with drip lines to keep leaves dry and reduce blight.',
  ],
  tipsSw: [
    'Elekeza kila mmea juu kwa kamba, na ukate machipukizi ya pembeni kila wiki.',
    'Tundika mitego ya pheromone ya Tuta absoluta kuanzia wiki ya kwanza baada ya kupandikiza.',
    'Mwagilia kwenye shina kwa umwagiliaji wa matone (drip) ili majani yabaki makavu na ugonjwa wa baridi (blight) upungue.',
  ],
};

const collardsGuide = {
  spacing: '60 cm x 45 cm',
  spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
  weeksToTransplant: 5,
  weeksToHarvest: 6,
  tips: [
    'Pick the lower leaves weekly and leave the top 6 to 8 leaves to keep the plant growing.',
    'Check under the leaves for diamondback moth caterpillars and aphids.',
    'Top-dress with CAN or well-rotted manure after every few pickings.',
  ],
  tipsSw: [
    'Vuna majani ya chini kila wiki na uache majani 6 hadi 8 ya juu ili mmea uendelee kukua.',
    'Kagua upande wa chini wa majani kuona viwavi wa nondo wa kabichi (diamondback moth) na vidukari.',
    'Baada ya kuvuna mara kadhaa, weka mbolea ya kukuzia kama CAN au samadi iliyooza vizuri.',
  ],
};

const spinachGuide = {
  spacing: '45 cm x 30 cm',
  spacingSw: 'sm 45 kati ya mistari, sm 30 kati ya mimea',
  weeksToTransplant: 4,
  weeksToHarvest: 6,
  tips: [
    'Cut the outer leaves at the base and never strip the centre.',
    'Water regularly; dry spells make the leaves tough.',
    'Watch for leaf miners and leaf spot in wet weather.',
  ],
  tipsSw: [
    'Kata majani ya nje karibu na shina, na usivune kamwe majani ya katikati.',
    'Mwagilia mara kwa mara; ukame hufanya majani kuwa magumu.',
    'Wakati wa mvua, angalia wachimba majani (leaf miners) na madoa ya majani.',
  ],
};

const gloriaGuide = {
  spacing: '60 cm x 60 cm',
  spacingSw: 'sm 60 kati ya mistari, sm 60 kati ya mimea',
  weeksToTransplant: 5,
  weeksToHarvest: 12,
  tips: [
    'Scout weekly for diamondback moth and rotate insecticide groups to avoid resistance.',
    'Top-dress with CAN about 3 weeks after transplanting.',
    'Water evenly while heads form to prevent splitting.',
  ],
  tipsSw: [
    'Kagua kila wiki kuona nondo wa kabichi (diamondback moth), na ubadilishe aina za dawa za wadudu ili wasizoee dawa.',
    'Weka mbolea ya kukuzia ya CAN takriban wiki 3 baada ya kupandikiza.',
    'Mwagilia kwa kiasi sawa wakati vichwa vinajifunga ili visipasuke.',
  ],
};

const redCreoleGuide = {
  spacing: '30 cm x 10 cm',
  spacingSw: 'sm 30 kati ya mistari, sm 10 kati ya mimea',
  weeksToTransplant: 7,
  weeksToHarvest: 14,
  tips: [
    'Transplant when seedlings are about as thick as a pencil.',
    'Thrips are the main pest: check inside the leaf bases every week.',
    'Stop watering 2 to 3 weeks before harvest and cure bulbs in the shade before storing.',
  ],
  tipsSw: [
    'Pandikiza miche ikiwa na unene wa penseli hivi.',
    'Thiripi (thrips) ndio wadudu wakuu: kagua ndani ya msingi wa majani kila wiki.',
    'Acha kumwagilia wiki 2 hadi 3 kabla ya kuvuna, na ukaushe vitunguu kivulini kabla ya kuvihifadhi.',
  ],
};

const sukariGuide = {
  spacing: '1.5 m x 1 m',
  spacingSw: 'mita 1.5 kati ya mistari, mita 1 kati ya mimea',
  weeksToTransplant: 3,
  weeksToHarvest: 10,
  tips: [
    'Transplant young and handle the root plug gently; melons dislike root disturbance.',
    'Cut back watering as the fruits ripen for sweeter flesh.',
    'Scout for fruit flies, aphids and powdery mildew.',
  ],
  tipsSw: [
    'Pandikiza miche ikiwa bado michanga na ushike udongo wa mizizi kwa uangalifu; matikiti hayapendi mizizi kusumbuliwa.',
    'Punguza kumwagilia matunda yanapoiva ili yawe matamu zaidi.',
    'Kagua inzi wa matunda, vidukari na ubwiri unga (powdery mildew).',
  ],
};

export const seedProducts: SeedProduct[] = [
  // --- Fruiting vegetables ---
  {
    slug: 'tomato-anna-f1',
    name: 'Tomato Anna F1',
    swahiliName: 'Nyanya',
    categorySlug: 'fruiting-vegetables',
    variety: 'Anna F1',
    varietySw: 'Anna F1',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 1500,
    stock: 2400,
    featured: true,
    description:
      "Kenya's most widely grown greenhouse tomato: an indeterminate hybrid that keeps setting fruit for months when trained on one or two stems. Firm, round red fruits travel well to market.",
    descriptionSw:
      'Nyanya ya greenhouse inayolimwa zaidi nchini Kenya: aina chotara inayoendelea kurefuka na kuzaa kwa miezi mingi ikielekezwa kwenye shina moja au mawili. Matunda yake ni mekundu, ya mviringo na magumu, na hufika sokoni salama.',
    guide: annaGuide,
    image: img('tomato-anna-f1'),
  },
  {
    slug: 'tomato-anna-f1-tray-50',
    name: 'Tomato Anna F1',
    swahiliName: 'Nyanya',
    categorySlug: 'fruiting-vegetables',
    variety: 'Anna F1',
    varietySw: 'Anna F1',
    unitKind: 'tray',
    traySize: 50,
    priceCents: 70000,
    stock: 40,
    featured: false,
    description: 'A full tray of 50 Anna F1 greenhouse tomato seedlings at KES 14 a plant. Plant them out within two days of delivery.',
    descriptionSw: 'Trei kamili ya miche 50 ya nyanya Anna F1 ya greenhouse, kwa KES 14 kwa mche. Ipandikize ndani ya siku mbili baada ya kuletewa.',
    guide: annaGuide,
    image: img('tomato-anna-f1-tray-50'),
  },
  {
    slug: 'tomato-rambo-f1',
    name: 'Tomato Rambo F1',
    swahiliName: 'Nyanya',
    categorySlug: 'fruiting-vegetables',
    variety: 'Rambo F1',
    varietySw: 'Rambo F1',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 1200,
    stock: 1500,
    featured: false,
    description:
      'A hybrid tomato grown by many Kenyan farmers for its firm, uniform red fruits that hold up in crates. Stake the plants and keep to a regular blight spray programme.',
    descriptionSw:
      'Nyanya chotara inayopendwa na wakulima wengi nchini Kenya kwa matunda yake mekundu, magumu na yenye ukubwa sawa, yasiyoharibika kwenye makreti. Weka vigingi na ufuate ratiba ya kunyunyizia dawa dhidi ya baridi (blight).',
    guide: {
      spacing: '90 cm x 45 cm',
      spacingSw: 'sm 90 kati ya mistari, sm 45 kati ya mimea',
      weeksToTransplant: 4,
      weeksToHarvest: 11,
      tips: [
        'Stake or trellis plants within two weeks of transplanting.',
        'Spray preventively against early and late blight in wet weather.',
        'Use pheromone traps and scouting to catch Tuta absoluta early.',
      ],
      tipsSw: [
        'Weka vigingi au kichanja ndani ya wiki mbili baada ya kupandikiza.',
        'Wakati wa mvua, nyunyizia dawa mapema kuzuia madoa ya mapema (early blight) na baridi (late blight).',
        'Tumia mitego ya pheromone na ukague shamba mara kwa mara ili kugundua Tuta absoluta mapema.',
      ],
    },
    image: img('tomato-rambo-f1'),
  },
  {
    slug: 'tomato-kilele-f1',
    name: 'Tomato Kilele F1',
    swahiliName: 'Nyanya',
    categorySlug: 'fruiting-vegetables',
    variety: 'Kilele F1',
    varietySw: 'Kilele F1',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 1200,
    stock: 1800,
    featured: false,
    description:
      'An open-field hybrid from Syngenta with tolerance to tomato yellow leaf curl virus and root-knot nematodes. Well-fed plants give firm fruits over a long picking period.',
    descriptionSw:
      'Nyanya chotara ya shambani wazi kutoka Syngenta, inayostahimili virusi vya kukunja majani (TYLCV) na minyoo fundo (nematodes). Mimea inayopata mbolea ya kutosha huzaa matunda magumu kwa kipindi kirefu cha mavuno.',
    guide: {
      spacing: '90 cm x 45 cm',
      spacingSw: 'sm 90 kati ya mistari, sm 45 kati ya mimea',
      weeksToTransplant: 4,
      weeksToHarvest: 10,
      tips: [
        'Stake early; plants carry a heavy fruit load.',
        'Control whiteflies, which spread leaf curl virus, and watch for Tuta absoluta.',
        'Do not plant after tomato, potato, capsicum or brinjal in the same field.',
      ],
      tipsSw: [
        'Weka vigingi mapema; mimea hubeba matunda mengi.',
        'Dhibiti inzi weupe (whiteflies), wanaoeneza virusi vya kukunja majani, na uangalie Tuta absoluta.',
        'Usipande shambani ambapo nyanya, viazi, pilipili hoho au biringanya zililimwa kabla.',
      ],
    },
    image: img('tomato-kilele-f1'),
  },
  {
    slug: 'tomato-cal-j',
    name: 'Tomato Cal J',
    swahiliName: 'Nyanya',
    categorySlug: 'fruiting-vegetables',
    variety: 'Cal J (open-pollinated)',
    varietySw: 'Cal J (isiyo chotara)',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 500,
    stock: 3000,
    featured: false,
    description:
      'A low-cost, open-pollinated determinate tomato with firm, thick-walled fruits that keep well, used fresh and for processing. It has little disease resistance, so rotate fields and spray against blight.',
    descriptionSw:
      'Nyanya ya bei nafuu isiyo chotara, yenye kimo kifupi na matunda magumu yenye nyama nene yanayokaa muda mrefu bila kuharibika; hutumika mbichi na viwandani. Haistahimili magonjwa sana, kwa hiyo badilisha mashamba na unyunyizie dawa dhidi ya baridi (blight).',
    guide: {
      spacing: '60 cm x 45 cm',
      spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
      weeksToTransplant: 4,
      weeksToHarvest: 10,
      tips: [
        'Stake or mulch so that fruits do not rest on wet soil.',
        'Spray preventively against early and late blight in the rains.',
        'Avoid fields with a history of bacterial wilt.',
      ],
      tipsSw: [
        'Weka vigingi au matandazo ili matunda yasiguse udongo wenye unyevu.',
        'Msimu wa mvua, nyunyizia dawa mapema kuzuia madoa ya mapema (early blight) na baridi (late blight).',
        'Epuka mashamba ambayo yamewahi kuwa na mnyauko bakteria (bacterial wilt).',
      ],
    },
    image: img('tomato-cal-j'),
  },
  {
    slug: 'capsicum-california-wonder',
    name: 'Capsicum California Wonder',
    swahiliName: 'Pilipili hoho',
    categorySlug: 'fruiting-vegetables',
    variety: 'California Wonder',
    varietySw: 'California Wonder',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 800,
    stock: 1600,
    featured: true,
    description:
      'An open-pollinated sweet pepper with blocky, thick-walled fruits, usually sold green and turning red if left on the plant. Grows in the open field or in a greenhouse.',
    descriptionSw:
      'Pilipili hoho isiyo chotara yenye matunda ya umbo la boksi na nyama nene. Kwa kawaida huuzwa ikiwa kijani, na huwa nyekundu ikiachwa mmeani. Hustawi shambani wazi au ndani ya greenhouse.',
    guide: {
      spacing: '60 cm x 45 cm',
      spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
      weeksToTransplant: 6,
      weeksToHarvest: 11,
      tips: [
        'Harden off seedlings for a week before transplanting.',
        'Mulch and water evenly to prevent blossom-end rot.',
        'Check leaf undersides for aphids, thrips and spider mites.',
      ],
      tipsSw: [
        'Zoesha miche jua na hali ya shamba kwa wiki moja kabla ya kupandikiza.',
        'Weka matandazo na mwagilia kwa kiasi sawa ili kuzuia kuoza kwa kitako cha tunda (blossom-end rot).',
        'Kagua upande wa chini wa majani kuona vidukari, thiripi na utitiri (spider mites).',
      ],
    },
    image: img('capsicum-california-wonder'),
  },
  {
    slug: 'capsicum-yolo-wonder',
    name: 'Capsicum Yolo Wonder',
    swahiliName: 'Pilipili hoho',
    categorySlug: 'fruiting-vegetables',
    variety: 'Yolo Wonder',
    varietySw: 'Yolo Wonder',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 800,
    stock: 0,
    featured: false,
    description: 'An open-pollinated bell pepper with blocky fruits and dense leaf cover that shades them from sunscald. Resistant to tobacco mosaic virus.',
    descriptionSw:
      'Pilipili hoho isiyo chotara yenye matunda ya umbo la boksi na majani mengi yanayoyakinga matunda yasiungue na jua. Inastahimili virusi vya mosaic ya tumbaku (TMV).',
    guide: {
      spacing: '60 cm x 45 cm',
      spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
      weeksToTransplant: 6,
      weeksToHarvest: 11,
      tips: [
        'Add well-rotted manure to the planting hole.',
        'Water regularly; stress during flowering causes flowers to drop.',
        'Scout for aphids and thrips, which spread pepper viruses.',
      ],
      tipsSw: [
        'Weka samadi iliyooza vizuri kwenye kila shimo la kupandia.',
        'Mwagilia mara kwa mara; ukosefu wa maji wakati wa kutoa maua hufanya maua kupukutika.',
        'Kagua vidukari na thiripi, ambao hueneza virusi vya pilipili.',
      ],
    },
    image: img('capsicum-yolo-wonder'),
  },
  {
    slug: 'chilli-long-red-cayenne',
    name: 'Chilli Long Red Cayenne',
    swahiliName: 'Pilipili',
    categorySlug: 'fruiting-vegetables',
    variety: 'Long Red Cayenne',
    varietySw: 'Long Red Cayenne',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 600,
    stock: 900,
    featured: false,
    description:
      'A hot chilli with long, slender fruits that ripen from green to bright red, sold fresh or dried. Plants keep bearing for several months if picked regularly.',
    descriptionSw:
      'Pilipili kali yenye matunda marefu na membamba yanayoiva kutoka kijani hadi mekundu kabisa; huuzwa mbichi au zilizokaushwa. Mimea huendelea kuzaa kwa miezi kadhaa ikivunwa mara kwa mara.',
    guide: {
      spacing: '60 cm x 45 cm',
      spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
      weeksToTransplant: 6,
      weeksToHarvest: 10,
      tips: [
        'Pick ripe pods often to keep the plants flowering.',
        'Dry red pods in the shade on raised racks to keep their colour.',
        'Control aphids and thrips early; they spread viruses.',
      ],
      tipsSw: [
        'Vuna pilipili zilizoiva mara kwa mara ili mimea iendelee kutoa maua.',
        'Kausha pilipili nyekundu kivulini juu ya vichanja vilivyoinuliwa ili zisipoteze rangi.',
        'Dhibiti vidukari na thiripi mapema; wao hueneza virusi.',
      ],
    },
    image: img('chilli-long-red-cayenne'),
  },
  {
    slug: 'brinjal-black-beauty',
    name: 'Brinjal Black Beauty',
    swahiliName: 'Biringanya',
    categorySlug: 'fruiting-vegetables',
    variety: 'Black Beauty',
    varietySw: 'Black Beauty',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 700,
    stock: 650,
    featured: false,
    description: 'An open-pollinated eggplant with large, glossy, dark purple oval fruits. Sells well in urban markets and to hotels.',
    descriptionSw:
      "Biringanya isiyo chotara yenye matunda makubwa ya duara refu, yanayong'aa na yenye rangi ya zambarau iliyokolea. Huuzwa vizuri katika masoko ya mijini na kwa hoteli.",
    guide: {
      spacing: '90 cm x 60 cm',
      spacingSw: 'sm 90 kati ya mistari, sm 60 kati ya mimea',
      weeksToTransplant: 6,
      weeksToHarvest: 10,
      tips: [
        'Harvest while the skin is still glossy; dull fruits are over-mature and seedy.',
        'Scout for red spider mites and whiteflies in hot, dry weather.',
        'Stake heavily bearing plants.',
      ],
      tipsSw: [
        "Vuna matunda ngozi yake ikiwa bado inang'aa; matunda yasiyong'aa yamekomaa kupita kiasi na yana mbegu nyingi.",
        'Wakati wa joto na ukame, kagua utitiri mwekundu (red spider mites) na inzi weupe.',
        'Weka vigingi kwa mimea yenye matunda mengi.',
      ],
    },
    image: img('brinjal-black-beauty'),
  },

  // --- Leafy greens ---
  {
    slug: 'sukuma-wiki-collards',
    name: 'Sukuma Wiki (Collards)',
    swahiliName: 'Sukuma wiki',
    categorySlug: 'leafy-greens',
    variety: 'Southern Georgia',
    varietySw: 'Southern Georgia',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 300,
    stock: 5000,
    featured: true,
    description: 'The everyday sukuma wiki: broad, smooth, blue-green leaves picked every week for many months. Copes with heat better than most kales.',
    descriptionSw:
      'Sukuma wiki ya kila siku: majani mapana, laini, ya kijani-bluu yanayovunwa kila wiki kwa miezi mingi. Inastahimili joto kuliko aina nyingine nyingi za sukuma wiki.',
    guide: collardsGuide,
    image: img('sukuma-wiki-collards'),
  },
  {
    slug: 'sukuma-wiki-collards-tray-100',
    name: 'Sukuma Wiki',
    swahiliName: 'Sukuma wiki',
    categorySlug: 'leafy-greens',
    variety: 'Southern Georgia',
    varietySw: 'Southern Georgia',
    unitKind: 'tray',
    traySize: 100,
    priceCents: 25000,
    stock: 80,
    featured: false,
    description: 'A tray of 100 Southern Georgia collard seedlings at KES 2.50 a plant, enough for about 27 square metres at 60 cm x 45 cm.',
    descriptionSw:
      'Trei ya miche 100 ya sukuma wiki aina ya Southern Georgia, kwa KES 2.50 kwa mche; inatosha takriban mita za mraba 27 kwa nafasi ya sm 60 x sm 45.',
    guide: collardsGuide,
    image: img('sukuma-wiki-collards-tray-100'),
  },
  {
    slug: 'kale-thousand-headed',
    name: 'Kale Thousand-Headed',
    swahiliName: 'Sukuma wiki',
    categorySlug: 'leafy-greens',
    variety: 'Thousand-Headed',
    varietySw: 'Thousand-Headed',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 300,
    stock: 2200,
    featured: false,
    description: 'A hardy kale that branches into many side shoots, giving a long picking season. Does best in the cooler highlands.',
    descriptionSw: 'Sukuma wiki imara inayotoa matawi mengi ya pembeni, hivyo huvunwa kwa muda mrefu. Hustawi zaidi katika nyanda za juu zenye baridi.',
    guide: {
      spacing: '60 cm x 60 cm',
      spacingSw: 'sm 60 kati ya mistari, sm 60 kati ya mimea',
      weeksToTransplant: 5,
      weeksToHarvest: 7,
      tips: [
        'Pick leaves from the bottom up and let the side shoots develop.',
        'Check for aphids and diamondback moth, especially in dry spells.',
        'Mulch to keep the soil moist between waterings.',
      ],
      tipsSw: [
        'Vuna majani kuanzia ya chini kwenda juu, na uache machipukizi ya pembeni yakue.',
        'Kagua vidukari na nondo wa kabichi (diamondback moth), hasa wakati wa ukame.',
        'Weka matandazo ili udongo ubaki na unyevu kati ya kumwagilia.',
      ],
    },
    image: img('kale-thousand-headed'),
  },
  {
    slug: 'spinach-fordhook-giant',
    name: 'Spinach Fordhook Giant',
    swahiliName: 'Spinachi',
    categorySlug: 'leafy-greens',
    variety: 'Fordhook Giant',
    varietySw: 'Fordhook Giant',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 300,
    stock: 4000,
    featured: true,
    description:
      'The "spinach" sold in Kenyan markets is a leaf beet, and Fordhook Giant is a favourite, with large, crinkled dark-green leaves on thick white stalks. Cut-and-come-again picking lasts several months.',
    descriptionSw:
      'Spinachi inayouzwa katika masoko ya Kenya ni aina ya beti ya majani (leaf beet), na Fordhook Giant inapendwa sana kwa majani yake makubwa, yenye makunyanzi, ya kijani iliyokolea juu ya mashina meupe manene. Ukiivuna na kuiacha ichipue tena, huvunwa kwa miezi kadhaa.',
    guide: spinachGuide,
    image: img('spinach-fordhook-giant'),
  },
  {
    slug: 'spinach-fordhook-giant-tray-100',
    name: 'Spinach Fordhook Giant',
    swahiliName: 'Spinachi',
    categorySlug: 'leafy-greens',
    variety: 'Fordhook Giant',
    varietySw: 'Fordhook Giant',
    unitKind: 'tray',
    traySize: 100,
    priceCents: 25000,
    stock: 60,
    featured: false,
    description: 'A tray of 100 Fordhook Giant spinach seedlings at KES 2.50 a plant, enough for about 14 square metres at 45 cm x 30 cm.',
    descriptionSw: 'Trei ya miche 100 ya spinachi Fordhook Giant, kwa KES 2.50 kwa mche; inatosha takriban mita za mraba 14 kwa nafasi ya sm 45 x sm 30.',
    guide: spinachGuide,
    image: img('spinach-fordhook-giant-tray-100'),
  },
  {
    slug: 'managu-african-nightshade',
    name: 'Managu (African Nightshade)',
    swahiliName: 'Managu',
    categorySlug: 'leafy-greens',
    variety: 'Broad-leaf (Solanum scabrum)',
    varietySw: 'Majani mapana (Solanum scabrum)',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 300,
    stock: 1200,
    featured: false,
    description:
      'A traditional leafy vegetable with a slightly bitter taste that fetches good prices in town markets. This broad-leaved type regrows well after each picking.',
    descriptionSw:
      'Mboga ya kienyeji yenye uchungu kidogo, inayopata bei nzuri katika masoko ya mijini. Aina hii yenye majani mapana huchipua vizuri tena baada ya kila mavuno.',
    guide: {
      spacing: '30 cm x 30 cm',
      spacingSw: 'sm 30 kati ya mistari, sm 30 kati ya mimea',
      weeksToTransplant: 4,
      weeksToHarvest: 4,
      tips: [
        'Pinch off flowers to keep the plants producing leaves.',
        'Harvest shoots every one to two weeks by cutting the tops.',
        'Control aphids and spider mites early; they spread fast in dry weather.',
      ],
      tipsSw: [
        'Ondoa maua yanapotokea ili mimea iendelee kutoa majani.',
        'Vuna machipukizi kila baada ya wiki moja hadi mbili kwa kukata ncha za juu.',
        'Dhibiti vidukari na utitiri mapema; huenea haraka wakati wa ukame.',
      ],
    },
    image: img('managu-african-nightshade'),
  },
  {
    slug: 'terere-amaranth',
    name: 'Terere (Amaranth)',
    swahiliName: 'Terere',
    categorySlug: 'leafy-greens',
    variety: 'Broad-leaf amaranth',
    varietySw: 'Terere ya majani mapana',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 200,
    stock: 900,
    featured: false,
    description:
      'A fast-growing traditional vegetable that handles heat and short dry spells. Young leaves and shoots are ready about a month after transplanting.',
    descriptionSw:
      'Mboga ya kienyeji inayokua haraka na kustahimili joto na vipindi vifupi vya ukame. Majani machanga na machipukizi huwa tayari kuvunwa takriban mwezi mmoja baada ya kupandikiza.',
    guide: {
      spacing: '30 cm x 20 cm',
      spacingSw: 'sm 30 kati ya mistari, sm 20 kati ya mimea',
      weeksToTransplant: 3,
      weeksToHarvest: 4,
      tips: [
        'Cut the tops at 20 to 30 cm to encourage side shoots.',
        'Remove leaves rolled up by webbing caterpillars by hand.',
        'Dig in manure before planting; amaranth responds strongly to nitrogen.',
      ],
      tipsSw: [
        'Kata ncha za juu mmea ukifikia sm 20 hadi 30 ili utoe machipukizi ya pembeni.',
        'Ondoa kwa mkono majani yaliyokunjwa na viwavi wanaofuma utando.',
        'Changanya samadi na udongo kabla ya kupanda; terere hukua vizuri sana kwa mbolea ya naitrojeni.',
      ],
    },
    image: img('terere-amaranth'),
  },
  {
    slug: 'lettuce-great-lakes',
    name: 'Lettuce Great Lakes',
    swahiliName: 'Saladi',
    categorySlug: 'leafy-greens',
    variety: 'Great Lakes',
    varietySw: 'Great Lakes',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 400,
    stock: 1100,
    featured: false,
    description: 'A crisphead lettuce that forms firm, medium heads, sold mainly to supermarkets, hotels and restaurants. Grows best in cool highland weather.',
    descriptionSw:
      'Saladi (lettuce) inayojifunga vichwa vigumu vya wastani, inayouzwa hasa kwa supamaketi, hoteli na mikahawa. Hustawi zaidi katika hali ya baridi ya nyanda za juu.',
    guide: {
      spacing: '30 cm x 30 cm',
      spacingSw: 'sm 30 kati ya mistari, sm 30 kati ya mimea',
      weeksToTransplant: 4,
      weeksToHarvest: 8,
      tips: [
        'Water lightly and often; uneven watering causes tip burn.',
        'Plant in the cool months or under shade net; heat makes it bolt and turn bitter.',
        'Check the heart of the plant for aphids.',
      ],
      tipsSw: [
        'Mwagilia maji kidogo kidogo mara kwa mara; umwagiliaji usio sawa husababisha ncha za majani kuungua.',
        'Panda wakati wa miezi ya baridi au chini ya neti ya kivuli; joto huifanya itoe maua mapema na kuwa chungu.',
        'Kagua katikati ya mmea kuona vidukari.',
      ],
    },
    image: img('lettuce-great-lakes'),
  },
  {
    slug: 'swiss-chard-rainbow',
    name: 'Swiss Chard Rainbow',
    swahiliName: 'Spinachi ya Uswisi',
    categorySlug: 'leafy-greens',
    variety: 'Rainbow (mixed colours)',
    varietySw: 'Rainbow (rangi mchanganyiko)',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 400,
    stock: 700,
    featured: false,
    description: 'Chard with red, yellow, pink and white stems, sold in mixed bunches to supermarkets and hotels. Grown and picked just like spinach.',
    descriptionSw:
      'Chard yenye mashina mekundu, manjano, waridi na meupe, inayouzwa kwa mafungu mchanganyiko kwa supamaketi na hoteli. Hupandwa na kuvunwa kama spinachi.',
    guide: {
      spacing: '45 cm x 30 cm',
      spacingSw: 'sm 45 kati ya mistari, sm 30 kati ya mimea',
      weeksToTransplant: 4,
      weeksToHarvest: 7,
      tips: ['Harvest outer leaves when they are 20 to 25 cm long.', 'Keep the soil evenly moist for tender stems.', 'Watch for leaf miners and leaf spot.'],
      tipsSw: [
        'Vuna majani ya nje yanapofikia urefu wa sm 20 hadi 25.',
        'Weka udongo na unyevu sawa ili mashina yawe laini.',
        'Angalia wachimba majani (leaf miners) na madoa ya majani.',
      ],
    },
    image: img('swiss-chard-rainbow'),
  },

  // --- Brassicas ---
  {
    slug: 'cabbage-gloria-f1',
    name: 'Cabbage Gloria F1',
    swahiliName: 'Kabichi',
    categorySlug: 'brassicas',
    variety: 'Gloria F1',
    varietySw: 'Gloria F1',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 400,
    stock: 3500,
    featured: true,
    description: 'A popular hybrid cabbage with firm, round heads of about 3 kg. Its waxy leaves and strong roots cope well with heat and dry spells.',
    descriptionSw:
      'Kabichi chotara inayopendwa, yenye vichwa vigumu vya mviringo vya takriban kilo 3. Majani yake yenye nta na mizizi yake imara huiwezesha kustahimili joto na vipindi vya ukame.',
    guide: gloriaGuide,
    image: img('cabbage-gloria-f1'),
  },
  {
    slug: 'cabbage-gloria-f1-tray-100',
    name: 'Cabbage Gloria F1',
    swahiliName: 'Kabichi',
    categorySlug: 'brassicas',
    variety: 'Gloria F1',
    varietySw: 'Gloria F1',
    unitKind: 'tray',
    traySize: 100,
    priceCents: 35000,
    stock: 55,
    featured: false,
    description: 'A tray of 100 Gloria F1 cabbage seedlings at KES 3.50 a plant, enough for about 36 square metres at 60 cm x 60 cm.',
    descriptionSw: 'Trei ya miche 100 ya kabichi Gloria F1, kwa KES 3.50 kwa mche; inatosha takriban mita za mraba 36 kwa nafasi ya sm 60 x sm 60.',
    guide: gloriaGuide,
    image: img('cabbage-gloria-f1-tray-100'),
  },
  {
    slug: 'cabbage-copenhagen-market',
    name: 'Cabbage Copenhagen Market',
    swahiliName: 'Kabichi',
    categorySlug: 'brassicas',
    variety: 'Copenhagen Market',
    varietySw: 'Copenhagen Market',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 300,
    stock: 2000,
    featured: false,
    description: 'An early, open-pollinated cabbage with round, compact heads of about 2 kg. A low-cost, quick crop for small plots and home gardens.',
    descriptionSw:
      'Kabichi ya kukomaa mapema isiyo chotara, yenye vichwa vya mviringo vilivyoshikamana vya takriban kilo 2. Ni zao la bei nafuu na la haraka kwa mashamba madogo na bustani za nyumbani.',
    guide: {
      spacing: '60 cm x 45 cm',
      spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
      weeksToTransplant: 5,
      weeksToHarvest: 10,
      tips: [
        'Harvest as soon as heads are firm; over-mature heads split.',
        'Scout for aphids and diamondback moth.',
        'Rotate with non-brassica crops to limit black rot.',
      ],
      tipsSw: [
        'Vuna mara tu vichwa vinapokuwa vigumu; vichwa vilivyokomaa kupita kiasi hupasuka.',
        'Kagua vidukari na nondo wa kabichi (diamondback moth).',
        'Badilisha mazao kwa kupanda mazao yasiyo ya jamii ya kabichi ili kupunguza uozo mweusi (black rot).',
      ],
    },
    image: img('cabbage-copenhagen-market'),
  },
  {
    slug: 'cauliflower-snowball',
    name: 'Cauliflower Snowball',
    swahiliName: 'Koliflawa',
    categorySlug: 'brassicas',
    variety: 'Snowball',
    varietySw: 'Snowball',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 600,
    stock: 800,
    featured: false,
    description: 'An early cauliflower with compact white curds, suited to cool highland areas. Sold mainly to supermarkets and hotels.',
    descriptionSw:
      'Koliflawa ya kukomaa mapema yenye vichwa vyeupe vilivyoshikamana, inayofaa maeneo ya nyanda za juu yenye baridi. Huuzwa hasa kwa supamaketi na hoteli.',
    guide: {
      spacing: '60 cm x 45 cm',
      spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
      weeksToTransplant: 5,
      weeksToHarvest: 9,
      tips: [
        'When curds are egg-sized, tie the leaves over them to keep them white.',
        'Avoid any check in growth; stressed plants form tiny early curds.',
        'Scout for diamondback moth and aphids.',
      ],
      tipsSw: [
        'Kichwa kikifikia ukubwa wa yai, kifunike kwa majani yake na uyafunge ili kibaki cheupe.',
        'Usiruhusu ukuaji ukwame; mimea inayopata shida hutoa vichwa vidogo mapema.',
        'Kagua nondo wa kabichi (diamondback moth) na vidukari.',
      ],
    },
    image: img('cauliflower-snowball'),
  },
  {
    slug: 'broccoli-calabrese',
    name: 'Broccoli Calabrese',
    swahiliName: 'Brokoli',
    categorySlug: 'brassicas',
    variety: 'Calabrese',
    varietySw: 'Calabrese',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 600,
    stock: 14,
    featured: false,
    description: 'Forms a large green central head, then smaller side shoots for several more weeks. Sold to supermarkets, hotels and urban markets.',
    descriptionSw:
      'Brokoli inayotoa kichwa kikubwa cha kijani katikati, kisha vichwa vidogo vya pembeni kwa wiki kadhaa zaidi. Huuzwa kwa supamaketi, hoteli na masoko ya mijini.',
    guide: {
      spacing: '60 cm x 45 cm',
      spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
      weeksToTransplant: 5,
      weeksToHarvest: 10,
      tips: [
        'Cut the main head while the buds are tight, before any yellow flowers show.',
        'Keep picking side shoots to stretch the harvest.',
        'Scout for aphids and diamondback moth.',
      ],
      tipsSw: [
        'Kata kichwa kikuu vitumba vikiwa bado vimebana, kabla maua ya manjano hayajaonekana.',
        'Endelea kuvuna vichwa vya pembeni ili kurefusha mavuno.',
        'Kagua vidukari na nondo wa kabichi (diamondback moth).',
      ],
    },
    image: img('broccoli-calabrese'),
  },

  // --- Bulbs & onions ---
  {
    slug: 'onion-red-creole',
    name: 'Onion Red Creole',
    swahiliName: 'Kitunguu',
    categorySlug: 'bulbs-and-onions',
    variety: 'Red Creole',
    varietySw: 'Red Creole',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 200,
    stock: 8000,
    featured: true,
    description: 'A pungent red onion with firm, flat-round bulbs that store well for months. One of the most widely planted bulb onions in Kenya.',
    descriptionSw:
      'Kitunguu chekundu chenye ladha kali, kigumu na cha mviringo bapa, kinachoweza kuhifadhiwa kwa miezi. Ni mojawapo ya aina za vitunguu zinazopandwa zaidi nchini Kenya.',
    guide: redCreoleGuide,
    image: img('onion-red-creole'),
  },
  {
    slug: 'onion-red-creole-tray-200',
    name: 'Onion Red Creole',
    swahiliName: 'Kitunguu',
    categorySlug: 'bulbs-and-onions',
    variety: 'Red Creole',
    varietySw: 'Red Creole',
    unitKind: 'tray',
    traySize: 200,
    priceCents: 30000,
    stock: 70,
    featured: false,
    description: 'A tray of 200 Red Creole onion seedlings at KES 1.50 a plant, enough for about 6 square metres at 30 cm x 10 cm.',
    descriptionSw: 'Trei ya miche 200 ya kitunguu Red Creole, kwa KES 1.50 kwa mche; inatosha takriban mita za mraba 6 kwa nafasi ya sm 30 x sm 10.',
    guide: redCreoleGuide,
    image: img('onion-red-creole-tray-200'),
  },
  {
    slug: 'onion-red-bombay',
    name: 'Onion Red Bombay',
    swahiliName: 'Kitunguu',
    categorySlug: 'bulbs-and-onions',
    variety: 'Red Bombay',
    varietySw: 'Red Bombay',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 200,
    stock: 6000,
    featured: false,
    description:
      'An early red onion with medium, pinkish-red bulbs, well liked in local markets. It keeps for a shorter time than Red Creole, so plan to sell soon after harvest.',
    descriptionSw:
      'Kitunguu chekundu cha kukomaa mapema, cha ukubwa wa wastani na rangi nyekundu-waridi, kinachopendwa katika masoko ya karibu. Hakikai muda mrefu kama Red Creole, kwa hiyo panga kukiuza muda mfupi baada ya kuvuna.',
    guide: {
      spacing: '30 cm x 10 cm',
      spacingSw: 'sm 30 kati ya mistari, sm 10 kati ya mimea',
      weeksToTransplant: 7,
      weeksToHarvest: 12,
      tips: [
        'Trim long roots and leaf tips slightly when transplanting.',
        'Check for thrips weekly and spray before numbers build up.',
        'Harvest when most tops have fallen over, then dry the bulbs in the shade.',
      ],
      tipsSw: [
        'Wakati wa kupandikiza, punguza kidogo mizizi mirefu na ncha za majani.',
        'Kagua thiripi (thrips) kila wiki na unyunyizie dawa kabla hawajaongezeka.',
        'Vuna vitunguu majani mengi yakishalala, kisha uvikaushe kivulini.',
      ],
    },
    image: img('onion-red-bombay'),
  },
  {
    slug: 'spring-onion-white-lisbon',
    name: 'Spring Onion White Lisbon',
    swahiliName: 'Kitunguu majani',
    categorySlug: 'bulbs-and-onions',
    variety: 'White Lisbon',
    varietySw: 'White Lisbon',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 200,
    stock: 2500,
    featured: false,
    description: 'A quick bunching onion with white stems and straight green leaves, sold in bunches. Ready about two months after transplanting.',
    descriptionSw:
      'Kitunguu majani kinachokua haraka, chenye mashina meupe na majani ya kijani yaliyonyooka, kinachouzwa kwa mafungu. Huwa tayari takriban miezi miwili baada ya kupandikiza.',
    guide: {
      spacing: '20 cm x 5 cm',
      spacingSw: 'sm 20 kati ya mistari, sm 5 kati ya mimea',
      weeksToTransplant: 6,
      weeksToHarvest: 8,
      tips: [
        'Pull whole plants for bunches, or cut leaves and let the base regrow.',
        'Keep the soil moist; dry soil makes the leaves tough.',
        'Watch for thrips in dry weather.',
      ],
      tipsSw: [
        "Ng'oa mimea mizima kwa mafungu, au kata majani na uache shina lichipue tena.",
        'Weka udongo na unyevu; udongo mkavu hufanya majani kuwa magumu.',
        'Angalia thiripi (thrips) wakati wa ukame.',
      ],
    },
    image: img('spring-onion-white-lisbon'),
  },
  {
    slug: 'leek-american-flag',
    name: 'Leek American Flag',
    swahiliName: 'Liki',
    categorySlug: 'bulbs-and-onions',
    variety: 'American Flag',
    varietySw: 'American Flag',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 300,
    stock: 9,
    featured: false,
    description:
      'A hardy leek with long, thick white shanks, sold mainly to supermarkets and hotels. Mature plants can stay in the ground for weeks until you are ready to sell.',
    descriptionSw:
      'Liki (leek) imara yenye mashina meupe marefu na manene, inayouzwa hasa kwa supamaketi na hoteli. Mimea iliyokomaa inaweza kukaa shambani kwa wiki kadhaa hadi utakapokuwa tayari kuuza.',
    guide: {
      spacing: '30 cm x 15 cm',
      spacingSw: 'sm 30 kati ya mistari, sm 15 kati ya mimea',
      weeksToTransplant: 8,
      weeksToHarvest: 14,
      tips: [
        'Plant deep in a furrow and earth up as the plants grow for longer white stems.',
        'Trim roots and leaf tips slightly at transplanting.',
        'Watch for thrips and purple blotch.',
      ],
      tipsSw: [
        'Panda ndani ya mfereji wenye kina na upandishie udongo mimea inapokua ili mashina meupe yawe marefu.',
        'Wakati wa kupandikiza, punguza kidogo mizizi na ncha za majani.',
        'Angalia thiripi (thrips) na madoa ya zambarau (purple blotch).',
      ],
    },
    image: img('leek-american-flag'),
  },

  // --- Herbs ---
  {
    slug: 'dhania-coriander',
    name: 'Dhania (Coriander)',
    swahiliName: 'Dhania',
    categorySlug: 'herbs',
    variety: 'Leaf coriander',
    varietySw: 'Dhania ya majani',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 200,
    stock: 3000,
    featured: false,
    description:
      'Leafy coriander for fresh bunches, which sell every day in Kenyan markets. It is quick to harvest, so plant a few rows every two to three weeks for a steady supply.',
    descriptionSw:
      'Dhania ya majani kwa mafungu mabichi, yanayouzwa kila siku katika masoko ya Kenya. Huvunwa haraka, kwa hiyo panda mistari michache kila baada ya wiki mbili hadi tatu ili upate mavuno bila kukatika.',
    guide: {
      spacing: '20 cm x 10 cm',
      spacingSw: 'sm 20 kati ya mistari, sm 10 kati ya mimea',
      weeksToTransplant: 3,
      weeksToHarvest: 4,
      tips: [
        'Harvest by cutting outer stems or whole plants before flowering.',
        'It bolts quickly in hot weather; give light shade in the lowlands.',
        'Water in the morning; leaves wilt fast in the afternoon heat.',
      ],
      tipsSw: [
        'Vuna kwa kukata mashina ya nje au mimea mizima kabla haijatoa maua.',
        'Hutoa maua haraka wakati wa joto; katika maeneo ya tambarare yenye joto, iwekee kivuli kidogo.',
        'Mwagilia asubuhi; majani hunyauka haraka katika joto la mchana.',
      ],
    },
    image: img('dhania-coriander'),
  },
  {
    slug: 'parsley-moss-curled',
    name: 'Parsley Moss Curled',
    swahiliName: 'Parsili',
    categorySlug: 'herbs',
    variety: 'Moss Curled',
    varietySw: 'Moss Curled',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 400,
    stock: 600,
    featured: false,
    description: 'A curled-leaf parsley for garnishes, hotels and kitchen gardens. One planting can be cut for several months.',
    descriptionSw:
      'Parsley yenye majani yaliyojikunja, kwa kupamba vyakula, kwa hoteli na kwa bustani za jikoni. Upandaji mmoja unaweza kuvunwa kwa miezi kadhaa.',
    guide: {
      spacing: '30 cm x 20 cm',
      spacingSw: 'sm 30 kati ya mistari, sm 20 kati ya mimea',
      weeksToTransplant: 6,
      weeksToHarvest: 8,
      tips: [
        'Cut outer stems near the base and let the centre keep growing.',
        'Keep the soil moist and mulched.',
        'Remove flower stalks as soon as they appear.',
      ],
      tipsSw: [
        'Kata mashina ya nje karibu na msingi na uache ya katikati yaendelee kukua.',
        'Weka udongo na unyevu, na uweke matandazo.',
        'Ondoa mashina ya maua mara tu yanapotokea.',
      ],
    },
    image: img('parsley-moss-curled'),
  },
  {
    slug: 'basil-sweet-genovese',
    name: 'Basil Sweet Genovese',
    swahiliName: 'Mrihani',
    categorySlug: 'herbs',
    variety: 'Sweet Genovese',
    varietySw: 'Sweet Genovese',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 500,
    stock: 400,
    featured: false,
    description: 'A sweet basil with large, glossy leaves, grown for hotels, restaurants and supermarkets. Regular picking keeps the plants bushy.',
    descriptionSw:
      "Basil tamu yenye majani makubwa yanayong'aa, inayolimwa kwa ajili ya hoteli, mikahawa na supamaketi. Kuvuna mara kwa mara huifanya mimea kuwa na matawi mengi.",
    guide: {
      spacing: '30 cm x 30 cm',
      spacingSw: 'sm 30 kati ya mistari, sm 30 kati ya mimea',
      weeksToTransplant: 5,
      weeksToHarvest: 4,
      tips: [
        'Pinch out the growing tips and flower buds to keep plants bushy.',
        'Avoid watering the leaves late in the day; downy mildew spreads on wet leaves.',
        'Harvest in the cool morning for the best shelf life.',
      ],
      tipsSw: [
        'Kata ncha za kukua na vitumba vya maua ili mimea iwe na matawi mengi.',
        'Usimwagilie majani jioni; ubwiri vinyoya (downy mildew) huenea kwenye majani yenye unyevu.',
        'Vuna asubuhi kukiwa na baridi ili majani yakae muda mrefu bila kuharibika.',
      ],
    },
    image: img('basil-sweet-genovese'),
  },

  // --- Vine crops ---
  {
    slug: 'watermelon-sukari-f1',
    name: 'Watermelon Sukari F1',
    swahiliName: 'Tikiti maji',
    categorySlug: 'vine-crops',
    variety: 'Sukari F1',
    varietySw: 'Sukari F1',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 2000,
    stock: 1200,
    featured: false,
    description:
      "One of Kenya's most widely grown watermelon hybrids: oblong fruits of about 7 to 8 kg with a striped rind and sweet red flesh. The thick rind handles long-distance transport.",
    descriptionSw:
      'Mojawapo ya matikiti maji chotara yanayolimwa zaidi nchini Kenya: matunda marefu ya takriban kilo 7 hadi 8, yenye ganda la mistari na nyama nyekundu tamu. Ganda lake nene hustahimili kusafirishwa mbali.',
    guide: sukariGuide,
    image: img('watermelon-sukari-f1'),
  },
  {
    slug: 'watermelon-sukari-f1-tray-50',
    name: 'Watermelon Sukari F1',
    swahiliName: 'Tikiti maji',
    categorySlug: 'vine-crops',
    variety: 'Sukari F1',
    varietySw: 'Sukari F1',
    unitKind: 'tray',
    traySize: 50,
    priceCents: 90000,
    stock: 25,
    featured: false,
    description: 'A tray of 50 Sukari F1 watermelon seedlings at KES 18 a plant, enough for about 75 square metres at 1.5 m x 1 m.',
    descriptionSw: 'Trei ya miche 50 ya tikiti maji Sukari F1, kwa KES 18 kwa mche; inatosha takriban mita za mraba 75 kwa nafasi ya mita 1.5 x mita 1.',
    guide: sukariGuide,
    image: img('watermelon-sukari-f1-tray-50'),
  },
  {
    slug: 'cucumber-ashley',
    name: 'Cucumber Ashley',
    swahiliName: 'Tango',
    categorySlug: 'vine-crops',
    variety: 'Ashley',
    varietySw: 'Ashley',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 600,
    stock: 900,
    featured: false,
    description:
      'An open-pollinated slicing cucumber with dark green fruits and tolerance to downy mildew. Grows well on the ground or on a trellis in warm areas.',
    descriptionSw:
      'Tango lisilo chotara la kula mbichi, lenye matunda ya kijani iliyokolea na linalostahimili ubwiri vinyoya (downy mildew). Hustawi vizuri likitambaa chini au kwenye kichanja katika maeneo yenye joto.',
    guide: {
      spacing: '90 cm x 30 cm',
      spacingSw: 'sm 90 kati ya mistari, sm 30 kati ya mimea',
      weeksToTransplant: 3,
      weeksToHarvest: 6,
      tips: [
        'Train vines up a trellis for straighter, cleaner fruit.',
        'Pick every two to three days; oversized fruits slow the plant down.',
        'Watch for aphids, whiteflies and powdery mildew.',
      ],
      tipsSw: [
        'Elekeza mitambaa juu ya kichanja ili matunda yawe yamenyooka na safi.',
        'Vuna kila baada ya siku mbili hadi tatu; matunda makubwa kupita kiasi hupunguza uzaaji wa mmea.',
        'Angalia vidukari, inzi weupe na ubwiri unga (powdery mildew).',
      ],
    },
    image: img('cucumber-ashley'),
  },
  {
    slug: 'butternut-waltham',
    name: 'Butternut Waltham',
    swahiliName: 'Boga',
    categorySlug: 'vine-crops',
    variety: 'Waltham',
    varietySw: 'Waltham',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 800,
    stock: 750,
    featured: false,
    description: 'The standard butternut, with bell-shaped, tan-skinned fruits and deep orange flesh. Well-cured fruits store for two to three months.',
    descriptionSw:
      'Butternut ya kawaida, yenye matunda ya umbo la kengele, ganda la rangi ya hudhurungi hafifu na nyama ya rangi ya machungwa iliyokolea. Matunda yaliyokaushwa vizuri huhifadhiwa kwa miezi miwili hadi mitatu.',
    guide: {
      spacing: '1.5 m x 1 m',
      spacingSw: 'mita 1.5 kati ya mistari, mita 1 kati ya mimea',
      weeksToTransplant: 3,
      weeksToHarvest: 13,
      tips: [
        'Harvest when the skin is hard and the stalk has dried.',
        'Cure fruits in a dry, airy place for one to two weeks before storing.',
        'Watch for powdery mildew and fruit flies.',
      ],
      tipsSw: [
        'Vuna ganda likiwa gumu na kikonyo kikiwa kimekauka.',
        'Kausha matunda mahali pakavu penye hewa kwa wiki moja hadi mbili kabla ya kuyahifadhi.',
        'Angalia ubwiri unga (powdery mildew) na inzi wa matunda.',
      ],
    },
    image: img('butternut-waltham'),
  },
  {
    slug: 'courgette-black-beauty',
    name: 'Courgette Black Beauty',
    swahiliName: 'Kourgeti',
    categorySlug: 'vine-crops',
    variety: 'Black Beauty',
    varietySw: 'Black Beauty',
    unitKind: 'seedling',
    traySize: null,
    priceCents: 800,
    stock: 500,
    featured: false,
    description:
      'A bush courgette (zucchini) with straight, dark green fruits for supermarkets, hotels and urban markets. Bears heavily for several weeks when picked often.',
    descriptionSw:
      'Courgette (zucchini) isiyotambaa, yenye matunda yaliyonyooka ya kijani iliyokolea, kwa supamaketi, hoteli na masoko ya mijini. Huzaa kwa wingi kwa wiki kadhaa ikivunwa mara kwa mara.',
    guide: {
      spacing: '90 cm x 60 cm',
      spacingSw: 'sm 90 kati ya mistari, sm 60 kati ya mimea',
      weeksToTransplant: 3,
      weeksToHarvest: 5,
      tips: [
        'Pick fruits at 15 to 20 cm; they grow oversized within days.',
        'Watch for powdery mildew on the older leaves.',
        'Water at the base and mulch to keep the fruits clean.',
      ],
      tipsSw: [
        'Vuna matunda yakiwa na urefu wa sm 15 hadi 20; ndani ya siku chache huwa makubwa kupita kiasi.',
        'Angalia ubwiri unga (powdery mildew) kwenye majani ya zamani.',
        'Mwagilia kwenye shina na uweke matandazo ili matunda yabaki safi.',
      ],
    },
    image: img('courgette-black-beauty'),
  },
];

/**
 * How each crop grows in the nursery: days from sowing to transplant-ready (the slow end
 * is what the nursery promises), the germination-and-loss allowance sown on top, the days a ready
 * seedling stays fit to sell, and the cells of the sowing tray. These are typical ranges for plug
 * trays under a shade net or greenhouse in Kenya's highlands and midlands, not measurements of this
 * nursery: staff should correct them from their own records in the back office.
 *
 * Sources, by kind: the crop pages of Infonet-Biovision (infonet-biovision.org, "transplant N weeks
 * after sowing" / "at 4 to 6 true leaves"), KALRO and HCD (AFA) horticulture production guides, KALRO's
 * African leafy vegetable guides for managu and terere, and seed companies' packet and catalogue
 * guidance (germination standards of roughly 75 to 90 %, higher for hybrids). Where a figure is a
 * nurseryman's rule of thumb rather than a written one, its comment says "typical range".
 */
const GROWING_BY_CROP = {
  // Infonet-Biovision and HCD: tomato seedlings are transplanted 3 to 6 weeks after sowing (4 to 6
  // true leaves); the nursery works to 4 to 6 weeks. F1 seed germinates above 85 %: 15 % covers culls.
  // Sellable about 10 days: held longer in plugs they harden and grow leggy (typical range).
  tomato: { raisingDaysMin: 28, raisingDaysMax: 42, lossPercent: 15, sellableDays: 10, sowingTrayCells: 128 },
  // Infonet-Biovision: sweet pepper transplanted 6 to 8 weeks after sowing; slow and uneven to
  // germinate in cool weather, hence 20 % (typical range).
  capsicum: { raisingDaysMin: 42, raisingDaysMax: 56, lossPercent: 20, sellableDays: 14, sowingTrayCells: 128 },
  // Infonet-Biovision (hot pepper): as sweet pepper, 6 to 8 weeks; germination slower still (typical range).
  chilli: { raisingDaysMin: 42, raisingDaysMax: 56, lossPercent: 20, sellableDays: 14, sowingTrayCells: 128 },
  // Infonet-Biovision (eggplant): transplant 6 to 8 weeks after sowing, at 4 to 5 leaves.
  brinjal: { raisingDaysMin: 42, raisingDaysMax: 56, lossPercent: 20, sellableDays: 14, sowingTrayCells: 128 },
  // Infonet-Biovision and HCD (cabbage, cauliflower, broccoli): transplant 4 to 6 weeks after sowing;
  // brassica seed germinates well (about 90 %). Cauliflower and broccoli bolt or "button" when held,
  // so about 10 days sellable (typical range).
  brassica: { raisingDaysMin: 28, raisingDaysMax: 42, lossPercent: 10, sellableDays: 10, sowingTrayCells: 128 },
  // Infonet-Biovision (kale, collards): transplant 4 to 6 weeks after sowing; sukuma seedlings hold
  // well for about two weeks (typical range).
  kale: { raisingDaysMin: 28, raisingDaysMax: 42, lossPercent: 10, sellableDays: 14, sowingTrayCells: 128 },
  // Seed company guidance for Swiss chard / "spinach" (a leaf beet): transplant at 4 to 6 weeks. Each
  // "seed" is a cluster that comes up unevenly: 15 % (typical range).
  chard: { raisingDaysMin: 28, raisingDaysMax: 42, lossPercent: 15, sellableDays: 14, sowingTrayCells: 128 },
  // KALRO's African leafy vegetable guides: managu is transplanted 3 to 5 weeks after sowing; its seed
  // is small and often dormant, so 25 % (typical range).
  managu: { raisingDaysMin: 21, raisingDaysMax: 35, lossPercent: 25, sellableDays: 10, sowingTrayCells: 128 },
  // KALRO's African leafy vegetable guides: amaranth (terere) is transplanted 2 to 4 weeks after sowing;
  // tiny seed, 25 %; it bolts soon, about a week sellable (typical range).
  amaranth: { raisingDaysMin: 14, raisingDaysMax: 28, lossPercent: 25, sellableDays: 7, sowingTrayCells: 128 },
  // Infonet-Biovision (lettuce): transplant 3 to 5 weeks after sowing; seed goes dormant in heat, 20 %;
  // bolts if held, about a week (typical range).
  lettuce: { raisingDaysMin: 21, raisingDaysMax: 35, lossPercent: 20, sellableDays: 7, sowingTrayCells: 128 },
  // Infonet-Biovision and HCD (bulb onion): transplant 6 to 8 weeks after sowing, pencil-thick.
  // Onion seed loses viability fast: 25 %. Onion seedlings hold three weeks (typical range).
  onion: { raisingDaysMin: 42, raisingDaysMax: 56, lossPercent: 25, sellableDays: 21, sowingTrayCells: 200 },
  // Seed company guidance (leek): transplant 8 to 12 weeks after sowing, pencil-thick; as onion, 25 %.
  leek: { raisingDaysMin: 56, raisingDaysMax: 84, lossPercent: 25, sellableDays: 21, sowingTrayCells: 200 },
  // Seed company guidance (coriander, usually sown direct): in plugs 3 to 5 weeks; split "seeds"
  // germinate unevenly, 25 %; bolts soon (typical range).
  coriander: { raisingDaysMin: 21, raisingDaysMax: 35, lossPercent: 25, sellableDays: 7, sowingTrayCells: 128 },
  // Seed company guidance (parsley): 2 to 4 weeks only to germinate, transplant at 6 to 8 weeks; 30 %.
  parsley: { raisingDaysMin: 42, raisingDaysMax: 56, lossPercent: 30, sellableDays: 14, sowingTrayCells: 128 },
  // Seed company guidance (basil): transplant 4 to 6 weeks after sowing; 15 % (typical range).
  basil: { raisingDaysMin: 28, raisingDaysMax: 42, lossPercent: 15, sellableDays: 10, sowingTrayCells: 128 },
  // Infonet-Biovision (watermelon, cucumber, pumpkin): cucurbits dislike root disturbance and are
  // transplanted young, 2 to 3 weeks after sowing at 2 to 3 true leaves, in larger cells; big seed of
  // hybrids germinates above 90 %, 10 %; root-bound within about 5 days of ready (typical range).
  cucurbit: { raisingDaysMin: 14, raisingDaysMax: 21, lossPercent: 10, sellableDays: 5, sowingTrayCells: 50 },
} as const satisfies Record<string, GrowingFigures>;

export type SeedCrop = keyof typeof GROWING_BY_CROP;

/** The crop a seed product is, by the start of its slug. */
const CROP_BY_SLUG_PREFIX: ReadonlyArray<readonly [string, SeedCrop]> = [
  ['tomato-', 'tomato'],
  ['capsicum-', 'capsicum'],
  ['chilli-', 'chilli'],
  ['brinjal-', 'brinjal'],
  ['cabbage-', 'brassica'],
  ['cauliflower-', 'brassica'],
  ['broccoli-', 'brassica'],
  ['sukuma-wiki-', 'kale'],
  ['kale-', 'kale'],
  ['spinach-', 'chard'],
  ['swiss-chard-', 'chard'],
  ['managu-', 'managu'],
  ['terere-', 'amaranth'],
  ['lettuce-', 'lettuce'],
  ['onion-', 'onion'],
  ['spring-onion-', 'onion'],
  ['leek-', 'leek'],
  ['dhania-', 'coriander'],
  ['parsley-', 'parsley'],
  ['basil-', 'basil'],
  ['watermelon-', 'cucurbit'],
  ['cucumber-', 'cucurbit'],
  ['butternut-', 'cucurbit'],
  ['courgette-', 'cucurbit'],
];

export function seedCropOf(slug: string): SeedCrop | null {
  return CROP_BY_SLUG_PREFIX.find(([prefix]) => slug.startsWith(prefix))?.[1] ?? null;
}

/**
 * A seed product's growing figures: its crop's, sown in trays of the size it is sold in when it is
 * sold by the tray (a "tray of 50" leaves the nursery in the 50-cell tray it was raised in).
 */
export function seedGrowingFigures(p: Pick<SeedProduct, 'slug' | 'traySize'>): GrowingFigures {
  const crop = seedCropOf(p.slug);
  if (!crop) throw new Error(`Seed product ${p.slug} has no crop for its growing figures`);
  return { ...GROWING_BY_CROP[crop], ...(p.traySize ? { sowingTrayCells: p.traySize } : {}) };
}

/**
 * The propagation service: the fee per seedling for raising a farmer's own seed, by crop, in
 * cents. No written price list was found for it; these are a nurseryman's rule of thumb (typical
 * range) for Kenyan nurseries raising the farmer's seed in plug trays: the nursery's seedling price
 * less the seed it did not buy, about KES 1 to 1.50 for a 128-cell seedling, less for onions and leeks
 * in 200-cell trays, more for cucurbits in 50-cell trays with a bigger plug. Staff set their own.
 */
const OWN_SEED_FEE_BY_CROP = {
  // Slow (6 to 8 weeks) or fussy to germinate: the tray is held longest, KES 1.50.
  tomato: 150,
  capsicum: 150,
  chilli: 150,
  brinjal: 150,
  // 4 to 6 weeks in a 128-cell tray: KES 1.
  brassica: 100,
  kale: 100,
  chard: 100,
  managu: 100,
  amaranth: 100,
  lettuce: 100,
  coriander: 100,
  parsley: 100,
  basil: 100,
  // 200-cell trays: half the room, KES 0.50.
  onion: 50,
  leek: 50,
  // 50-cell trays with more compost per plug: KES 3.
  cucurbit: 300,
} as const satisfies Record<SeedCrop, number>;

/**
 * The one product per crop that offers the service (the farmer chooses a crop, not a variety): the
 * single-seedling product of each crop, the open-pollinated one where there is a choice.
 */
const OWN_SEED_SLUGS: ReadonlySet<string> = new Set([
  'tomato-cal-j',
  'capsicum-california-wonder',
  'chilli-long-red-cayenne',
  'brinjal-black-beauty',
  'cabbage-copenhagen-market',
  'cauliflower-snowball',
  'broccoli-calabrese',
  'sukuma-wiki-collards',
  'kale-thousand-headed',
  'spinach-fordhook-giant',
  'swiss-chard-rainbow',
  'managu-african-nightshade',
  'terere-amaranth',
  'lettuce-great-lakes',
  'dhania-coriander',
  'parsley-moss-curled',
  'basil-sweet-genovese',
  'onion-red-creole',
  'spring-onion-white-lisbon',
  'leek-american-flag',
  'watermelon-sukari-f1',
  'cucumber-ashley',
  'butternut-waltham',
  'courgette-black-beauty',
]);

/** A seed product's own-seed fee per seedling, or null when it does not offer the service. */
export function seedOwnSeedFeeCents(slug: string): number | null {
  const crop = seedCropOf(slug);
  return crop && OWN_SEED_SLUGS.has(slug) ? OWN_SEED_FEE_BY_CROP[crop] : null;
}
