// The demo menu's dishes (tax-inclusive prices, as a customer sees them). Re-exported by
// demo-data.ts. The drawing helper is repeated here rather than imported back from demo-data.ts
// (which re-exports this file), so the two modules do not form a cycle.
import type { ProductBadge, ProductTag } from "../../server/src/generated/prisma/client.js";
import type { CategoryName } from "./demo-data.js";

const img = (name: string) => `/images/menu/${name}.svg`;

const SAUCES = ["amazu", "garlic", "yuzu", "mentai", "tartar"];

export interface DemoProduct {
  category: CategoryName;
  name: string;
  description: string;
  image: string;
  badge?: ProductBadge;
  tags: ProductTag[];
  /** Tax-inclusive price; with options, the first option's price. */
  price: number;
  options?: [string, number][];
  toppings?: string[];
  takeout?: boolean;
  delivery?: boolean;
  /** Offered only between these days, counted from the seeding day (inclusive). */
  provisionDays?: [number, number];
}

const pieces = (three: number, five: number, ten: number): [string, number][] => [
  ["3個", three],
  ["5個", five],
  ["10個", ten],
];
const bento = (regular: number): [string, number][] => [
  ["ご飯普通", regular],
  ["ご飯大盛り", regular + 50],
];

export const PRODUCTS: DemoProduct[] = [
  {
    category: "からあげ",
    name: "若鶏のもも唐揚げ",
    description:
      "国産若鶏のもも肉を醤油・生姜・にんにくのたれに一晩漬け込み、注文ごとに二度揚げ。外はカリッと、中はじゅわっとジューシーな看板商品です。",
    image: img("karaage"),
    badge: "POPULAR",
    tags: ["KARAAGE", "RECOMMENDATION"],
    price: 390,
    options: pieces(390, 630, 1180),
    toppings: SAUCES,
  },
  {
    category: "からあげ",
    name: "塩だれ唐揚げ",
    description: "瀬戸内の藻塩と白ねぎ、ごま油の塩だれで仕上げたあっさり味。レモンを搾ってどうぞ。",
    image: img("karaage-shio"),
    tags: ["KARAAGE"],
    price: 420,
    options: pieces(420, 650, 1250),
    toppings: ["yuzu", "garlic", "mentai"],
  },
  {
    category: "からあげ",
    name: "むね肉のさっぱり唐揚げ",
    description: "高たんぱく・低脂肪のむね肉を、しっとり柔らかく揚げました。たっぷり食べたい日のお得な一品。",
    image: img("karaage"),
    badge: "GREAT_VALUE",
    tags: ["KARAAGE", "GREAT_VALUE"],
    price: 340,
    options: pieces(340, 560, 1080),
    toppings: SAUCES,
  },
  {
    category: "からあげ",
    name: "手羽先唐揚げ 広島レモン塩",
    description:
      "パリッと揚げた手羽先に、広島県産レモンの皮を混ぜた特製レモン塩をまぶしました。おつまみにも。",
    image: img("tebasaki"),
    tags: ["KARAAGE"],
    price: 480,
    options: [
      ["4本", 480],
      ["8本", 920],
    ],
  },
  {
    category: "からあげ",
    name: "チキン南蛮",
    description: "揚げたてのもも肉を甘酢にくぐらせ、刻み玉子たっぷりの自家製タルタルをのせました。",
    image: img("nanban"),
    tags: ["KARAAGE"],
    price: 680,
    toppings: ["tartar"],
  },
  {
    category: "からあげ",
    name: "砂肝の唐揚げ",
    description: "コリコリ食感がくせになる砂肝を、黒胡椒を効かせて揚げました。店頭受け取り限定です。",
    image: img("sunagimo"),
    tags: ["KARAAGE"],
    price: 480,
    delivery: false,
  },
  {
    category: "からあげ",
    name: "牡蠣醤油の冬唐揚げ",
    description: "広島湾の牡蠣からとった旨みたっぷりの牡蠣醤油で漬け込んだ、冬だけの期間限定唐揚げです。",
    image: img("karaage-kaki"),
    badge: "LIMITED",
    tags: ["KARAAGE", "RECOMMENDATION"],
    price: 450,
    options: pieces(450, 720, 1380),
    toppings: ["yuzu", "amazu"],
    provisionDays: [-21, 98],
  },
  {
    category: "からあげ",
    name: "桜えび塩の春唐揚げ",
    description: "香ばしい桜えびと塩で仕上げる春の限定唐揚げ。販売開始までもう少しお待ちください。",
    image: img("karaage-shio"),
    badge: "LIMITED",
    tags: ["KARAAGE"],
    price: 450,
    options: pieces(450, 720, 1380),
    provisionDays: [100, 190],
  },
  {
    category: "お弁当",
    name: "からあげ弁当",
    description: "もも唐揚げ4個に、だし巻き玉子・ひじき煮・柴漬けを添えた定番のお弁当です。",
    image: img("bento"),
    badge: "POPULAR",
    tags: ["BENTO", "RECOMMENDATION"],
    price: 690,
    options: bento(690),
    toppings: SAUCES,
  },
  {
    category: "お弁当",
    name: "からあげ大盛り弁当",
    description: "唐揚げ7個の食べ盛り向け。おかずもご飯もしっかり、満腹になれるお得なお弁当。",
    image: img("bento"),
    badge: "GREAT_VALUE",
    tags: ["BENTO", "GREAT_VALUE"],
    price: 880,
    options: bento(880),
    toppings: SAUCES,
  },
  {
    category: "お弁当",
    name: "チキン南蛮弁当",
    description: "甘酢とタルタルのチキン南蛮に、キャベツの千切りとポテトサラダを添えました。",
    image: img("bento-nanban"),
    tags: ["BENTO"],
    price: 790,
    options: bento(790),
  },
  {
    category: "お弁当",
    name: "のり唐弁当",
    description: "おかかとのりを敷いたご飯に、唐揚げ3個とちくわ天をのせた手頃なお弁当。",
    image: img("bento"),
    badge: "GREAT_VALUE",
    tags: ["BENTO", "GREAT_VALUE"],
    price: 590,
    options: bento(590),
  },
  {
    category: "お弁当",
    name: "塩だれ唐揚げ丼",
    description: "塩だれ唐揚げと温玉をのせ、青ねぎをたっぷり散らしたどんぶりです。",
    image: img("don"),
    badge: "NEW",
    tags: ["BENTO"],
    price: 750,
    options: bento(750),
  },
  {
    category: "お弁当",
    name: "お子さま唐揚げ弁当",
    description: "小さめの唐揚げ2個とポテト、ミニおにぎり、りんごゼリー付き。お子さまに人気です。",
    image: img("bento-kids"),
    tags: ["BENTO", "FAMILY"],
    price: 450,
  },
  {
    category: "ファミリーパック",
    name: "ファミリーパック 唐揚げ20個",
    description: "もも唐揚げ20個の大容量パック。ご家族やお集まりに。塩だれとのミックスもお選びいただけます。",
    image: img("family-pack"),
    badge: "RECOMMENDED",
    tags: ["FAMILY", "GREAT_VALUE", "RECOMMENDATION"],
    price: 2380,
    options: [
      ["もも20個", 2380],
      ["もも・塩だれミックス20個", 2480],
    ],
    toppings: SAUCES,
  },
  {
    category: "ファミリーパック",
    name: "おうちごはんセット",
    description: "唐揚げ12個、フライドポテトM、ポテトサラダ、ご飯2人前のセット。今夜のおかずにどうぞ。",
    image: img("family-set"),
    badge: "NEW",
    tags: ["FAMILY", "GREAT_VALUE"],
    price: 1980,
    toppings: SAUCES,
  },
  {
    category: "ファミリーパック",
    name: "パーティーバケツ",
    description: "唐揚げ30個・手羽先8本・フライドポテトLのパーティーサイズ。デリバリー限定でお届けします。",
    image: img("party-bucket"),
    tags: ["FAMILY"],
    price: 4980,
    toppings: SAUCES,
    takeout: false,
  },
  {
    category: "サイドメニュー",
    name: "フライドポテト",
    description: "皮付きのナチュラルカットポテト。揚げたてに軽く塩をふりました。",
    image: img("fries"),
    tags: [],
    price: 250,
    options: [
      ["S", 250],
      ["M", 360],
      ["L", 450],
    ],
    toppings: ["garlic", "mentai"],
  },
  {
    category: "サイドメニュー",
    name: "自家製ポテトサラダ",
    description: "ほくほくのじゃがいもに、きゅうりと玉ねぎ、粗挽き胡椒を効かせた大人の味。",
    image: img("potato-salad"),
    tags: [],
    price: 280,
  },
  {
    category: "サイドメニュー",
    name: "鶏皮ぽん酢",
    description: "カリッと焼いた鶏皮を、もみじおろしと自家製ぽん酢で和えました。",
    image: img("torikawa"),
    tags: [],
    price: 320,
  },
  {
    category: "サイドメニュー",
    name: "白ごはん",
    description: "広島県産のお米を炊きたてで。店頭受け取り限定です。",
    image: img("rice"),
    tags: [],
    price: 180,
    options: [
      ["普通", 180],
      ["大盛り", 230],
    ],
    delivery: false,
  },
  {
    category: "ドリンク",
    name: "瀬戸内レモンスカッシュ",
    description: "瀬戸内産レモンの果汁を使った、すっきり爽やかな炭酸ドリンク。唐揚げとの相性抜群です。",
    image: img("lemon-squash"),
    badge: "RECOMMENDED",
    tags: ["RECOMMENDATION"],
    price: 250,
  },
  {
    category: "ドリンク",
    name: "烏龍茶 500ml",
    description: "揚げ物によく合う、すっきりとした味わいのペットボトル烏龍茶です。",
    image: img("oolong"),
    tags: [],
    price: 150,
  },
  {
    category: "ドリンク",
    name: "コーラ 500ml",
    description: "よく冷えたペットボトルのコーラです。",
    image: img("cola"),
    tags: [],
    price: 170,
  },
];
