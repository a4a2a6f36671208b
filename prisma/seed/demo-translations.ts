// The demo menu in English, Simplified Chinese and Korean (issue 35, decision 0053), keyed by the
// Japanese name. Names are the same word wherever they recur (an option 「3個」 is "3 pieces" on
// every product). A name missing here stays Japanese on the storefront.
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import type { Translations } from "../../shared/i18n/catalog-translations.js";

type Entry = [en: string, zh: string, ko: string];
type Described = [en: [string, string], zh: [string, string], ko: [string, string]];

const names = (table: Record<string, Entry>) =>
  new Map(
    Object.entries(table).map(([ja, [en, zh, ko]]) => [
      ja,
      { en: { name: en }, zh: { name: zh }, ko: { name: ko } } satisfies Translations,
    ]),
  );

export const CATEGORY_TRANSLATIONS = names({
  からあげ: ["Karaage", "日式炸鸡", "가라아게"],
  お弁当: ["Bento boxes", "便当", "도시락"],
  ファミリーパック: ["Family packs", "家庭装", "패밀리 팩"],
  サイドメニュー: ["Sides", "小食", "사이드 메뉴"],
  ドリンク: ["Drinks", "饮品", "음료"],
});

export const TOPPING_TRANSLATIONS = names({
  甘酢タレ: ["Sweet-and-sour sauce", "糖醋酱", "새콤달콤 소스"],
  ガーリックマヨ: ["Garlic mayo", "蒜香蛋黄酱", "갈릭 마요"],
  ゆず塩: ["Yuzu salt", "柚子盐", "유자 소금"],
  明太マヨ: ["Spicy cod roe mayo", "明太子蛋黄酱", "명란 마요"],
  自家製タルタル: ["Homemade tartar sauce", "自制塔塔酱", "수제 타르타르 소스"],
});

/** Options of products and toppings alike. */
export const OPTION_TRANSLATIONS = names({
  小カップ: ["Small cup", "小杯", "작은 컵"],
  大カップ: ["Large cup", "大杯", "큰 컵"],
  "3個": ["3 pieces", "3块", "3개"],
  "5個": ["5 pieces", "5块", "5개"],
  "10個": ["10 pieces", "10块", "10개"],
  "4本": ["4 wings", "4只", "4개"],
  "8本": ["8 wings", "8只", "8개"],
  ご飯普通: ["Regular rice", "普通饭量", "밥 보통"],
  ご飯大盛り: ["Large rice", "大份米饭", "밥 곱빼기"],
  もも20個: ["20 thigh pieces", "鸡腿肉20块", "다리살 20개"],
  "もも・塩だれミックス20個": [
    "20 pieces, thigh and salt-sauce mix",
    "鸡腿肉・盐酱混合20块",
    "다리살·소금 양념 믹스 20개",
  ],
  普通: ["Regular", "普通", "보통"],
  大盛り: ["Large", "大份", "곱빼기"],
  S: ["S", "小份", "S"],
  M: ["M", "中份", "M"],
  L: ["L", "大份", "L"],
});

const described = (table: Record<string, Described>) =>
  new Map(
    Object.entries(table).map(([ja, [en, zh, ko]]) => [
      ja,
      {
        en: { name: en[0], description: en[1] },
        zh: { name: zh[0], description: zh[1] },
        ko: { name: ko[0], description: ko[1] },
      } satisfies Translations,
    ]),
  );

export const PRODUCT_TRANSLATIONS = described({
  若鶏のもも唐揚げ: [
    [
      "Chicken thigh karaage",
      "Japanese chicken thigh marinated overnight in soy sauce, ginger and garlic, fried twice to order. Crisp outside, juicy inside: our signature dish.",
    ],
    [
      "鸡腿肉炸鸡",
      "日本产嫩鸡腿肉在酱油、生姜和大蒜酱汁中腌制一晚，每单现炸两次。外脆里嫩、多汁，是本店招牌。",
    ],
    [
      "닭다리살 가라아게",
      "일본산 닭다리살을 간장·생강·마늘 양념에 하룻밤 재운 뒤 주문마다 두 번 튀겼습니다. 겉은 바삭, 속은 촉촉한 대표 메뉴입니다.",
    ],
  ],
  塩だれ唐揚げ: [
    [
      "Salt-sauce karaage",
      "A light flavour finished with a sauce of Setouchi sea salt, white leek and sesame oil. Best with a squeeze of lemon.",
    ],
    ["盐酱炸鸡", "用濑户内藻盐、白葱和芝麻油调制的盐酱调味，口味清爽。请挤上柠檬享用。"],
    [
      "소금 양념 가라아게",
      "세토우치 해초 소금, 대파, 참기름으로 만든 소금 양념으로 마무리한 담백한 맛. 레몬을 뿌려 드세요.",
    ],
  ],
  むね肉のさっぱり唐揚げ: [
    [
      "Light chicken breast karaage",
      "High-protein, low-fat breast meat fried moist and tender. Good value for a hungry day.",
    ],
    ["清爽鸡胸肉炸鸡", "高蛋白、低脂肪的鸡胸肉，炸得湿润柔软。想吃个够时的超值之选。"],
    [
      "담백한 닭가슴살 가라아게",
      "고단백·저지방 닭가슴살을 촉촉하고 부드럽게 튀겼습니다. 든든하게 먹고 싶은 날의 실속 메뉴.",
    ],
  ],
  "手羽先唐揚げ 広島レモン塩": [
    [
      "Chicken wings with Hiroshima lemon salt",
      "Crisp fried wings dusted with our lemon salt made with Hiroshima lemon zest. Great with drinks.",
    ],
    ["广岛柠檬盐炸鸡翅", "炸得酥脆的鸡翅，撒上混有广岛县产柠檬皮的特制柠檬盐。也适合下酒。"],
    [
      "히로시마 레몬 소금 닭날개 가라아게",
      "바삭하게 튀긴 닭날개에 히로시마산 레몬 껍질을 섞은 특제 레몬 소금을 뿌렸습니다. 안주로도 좋습니다.",
    ],
  ],
  チキン南蛮: [
    [
      "Chicken nanban",
      "Freshly fried thigh dipped in sweet vinegar and topped with plenty of homemade egg tartar sauce.",
    ],
    ["南蛮炸鸡", "现炸鸡腿肉裹上糖醋汁，再铺满加入碎鸡蛋的自制塔塔酱。"],
    [
      "치킨 난반",
      "갓 튀긴 닭다리살을 새콤달콤한 식초 소스에 적시고, 다진 달걀이 듬뿍 든 수제 타르타르 소스를 올렸습니다.",
    ],
  ],
  砂肝の唐揚げ: [
    [
      "Chicken gizzard karaage",
      "Addictively crunchy gizzards fried with a kick of black pepper. Shop pickup only.",
    ],
    ["炸鸡胗", "口感脆爽、令人上瘾的鸡胗，加黑胡椒炸制。仅限到店自取。"],
    [
      "닭똥집 가라아게",
      "꼬들꼬들한 식감이 중독적인 닭똥집을 흑후추로 맛을 내어 튀겼습니다. 매장 수령 한정입니다.",
    ],
  ],
  牡蠣醤油の冬唐揚げ: [
    [
      "Winter karaage in oyster soy sauce",
      "Marinated in oyster soy sauce rich with the flavour of Hiroshima Bay oysters. Winter only, for a limited time.",
    ],
    ["冬季牡蛎酱油炸鸡", "用广岛湾牡蛎制成的鲜味牡蛎酱油腌制，冬季限定炸鸡。"],
    ["굴 간장 겨울 가라아게", "히로시마만 굴로 만든 감칠맛 가득한 굴 간장에 재운 겨울 한정 가라아게입니다."],
  ],
  桜えび塩の春唐揚げ: [
    [
      "Spring karaage with sakura shrimp salt",
      "A spring-only karaage finished with fragrant sakura shrimp and salt. Coming soon.",
    ],
    ["春季樱花虾盐炸鸡", "用香气扑鼻的樱花虾和盐调味的春季限定炸鸡。即将开售，敬请期待。"],
    [
      "벚꽃새우 소금 봄 가라아게",
      "고소한 벚꽃새우와 소금으로 마무리한 봄 한정 가라아게. 판매 시작까지 조금만 기다려 주세요.",
    ],
  ],
  からあげ弁当: [
    [
      "Karaage bento",
      "Our classic bento: four thigh karaage with rolled omelette, simmered hijiki seaweed and shibazuke pickles.",
    ],
    ["炸鸡便当", "4块鸡腿肉炸鸡，配高汤玉子烧、炖羊栖菜和柴渍的经典便当。"],
    ["가라아게 도시락", "닭다리살 가라아게 4개에 달걀말이, 톳조림, 시바즈케를 곁들인 기본 도시락입니다."],
  ],
  からあげ大盛り弁当: [
    [
      "Large karaage bento",
      "Seven karaage for big appetites: plenty of sides and rice, a filling bento at a good price.",
    ],
    ["大份炸鸡便当", "7块炸鸡，适合胃口大的人。配菜和米饭都很足，吃得饱又实惠。"],
    ["가라아게 곱빼기 도시락", "가라아게 7개로 한창 먹을 나이에 딱. 반찬도 밥도 넉넉해 배부른 실속 도시락."],
  ],
  チキン南蛮弁当: [
    [
      "Chicken nanban bento",
      "Chicken nanban with sweet vinegar and tartar sauce, shredded cabbage and potato salad.",
    ],
    ["南蛮炸鸡便当", "糖醋汁加塔塔酱的南蛮炸鸡，配卷心菜丝和土豆沙拉。"],
    [
      "치킨 난반 도시락",
      "새콤달콤 소스와 타르타르 소스의 치킨 난반에 양배추 채와 감자샐러드를 곁들였습니다.",
    ],
  ],
  のり唐弁当: [
    [
      "Nori karaage bento",
      "Rice layered with bonito flakes and nori, topped with three karaage and a fried fish cake. An affordable bento.",
    ],
    ["海苔炸鸡便当", "铺有木鱼花和海苔的米饭上，放3块炸鸡和天妇罗竹轮，经济实惠。"],
    [
      "김 가라아게 도시락",
      "가쓰오부시와 김을 깐 밥 위에 가라아게 3개와 지쿠와 튀김을 올린 부담 없는 도시락.",
    ],
  ],
  塩だれ唐揚げ丼: [
    [
      "Salt-sauce karaage rice bowl",
      "A rice bowl with salt-sauce karaage, a soft-boiled egg and plenty of green onion.",
    ],
    ["盐酱炸鸡盖饭", "盖饭上放盐酱炸鸡和温泉蛋，撒满青葱。"],
    ["소금 양념 가라아게 덮밥", "소금 양념 가라아게와 반숙 달걀을 올리고 쪽파를 듬뿍 뿌린 덮밥입니다."],
  ],
  お子さま唐揚げ弁当: [
    [
      "Kids' karaage bento",
      "Two small karaage with fries, a mini rice ball and apple jelly. A favourite with children.",
    ],
    ["儿童炸鸡便当", "2块小炸鸡，配薯条、迷你饭团和苹果果冻。深受小朋友喜爱。"],
    [
      "어린이 가라아게 도시락",
      "작은 가라아게 2개와 감자튀김, 미니 주먹밥, 사과 젤리가 들어 있습니다. 어린이에게 인기입니다.",
    ],
  ],
  "ファミリーパック 唐揚げ20個": [
    [
      "Family pack, 20 karaage",
      "A big pack of 20 thigh karaage for families and gatherings. Also available mixed with salt-sauce karaage.",
    ],
    ["家庭装 炸鸡20块", "20块鸡腿肉炸鸡的大容量装，适合家庭和聚会。也可选择与盐酱炸鸡混合。"],
    [
      "패밀리 팩 가라아게 20개",
      "닭다리살 가라아게 20개가 든 대용량 팩. 가족이나 모임에 좋습니다. 소금 양념과 믹스도 고를 수 있습니다.",
    ],
  ],
  おうちごはんセット: [
    [
      "Dinner-at-home set",
      "12 karaage, medium fries, potato salad and rice for two. Tonight's dinner, sorted.",
    ],
    ["在家晚餐套餐", "12块炸鸡、中份薯条、土豆沙拉和2人份米饭的套餐。今晚的菜就交给我们吧。"],
    ["집밥 세트", "가라아게 12개, 감자튀김 M, 감자샐러드, 밥 2인분 세트. 오늘 저녁 반찬으로 드세요."],
  ],
  パーティーバケツ: [
    ["Party bucket", "Party size: 30 karaage, 8 wings and large fries. Delivery only."],
    ["派对桶", "30块炸鸡、8只鸡翅和大份薯条的派对装。仅限外送。"],
    ["파티 버킷", "가라아게 30개, 닭날개 8개, 감자튀김 L의 파티 사이즈. 배달 한정입니다."],
  ],
  フライドポテト: [
    ["French fries", "Natural-cut potatoes with the skin on, lightly salted straight from the fryer."],
    ["炸薯条", "带皮的自然切薯条，现炸后轻撒盐。"],
    ["감자튀김", "껍질째 자른 내추럴 컷 감자. 갓 튀겨 소금을 살짝 뿌렸습니다."],
  ],
  自家製ポテトサラダ: [
    [
      "Homemade potato salad",
      "Fluffy potatoes with cucumber, onion and coarse black pepper: a grown-up taste.",
    ],
    ["自制土豆沙拉", "绵软的土豆配黄瓜、洋葱，加粗磨胡椒，成熟风味。"],
    ["수제 감자샐러드", "포슬포슬한 감자에 오이와 양파, 굵은 후추로 맛을 낸 어른의 맛."],
  ],
  鶏皮ぽん酢: [
    [
      "Chicken skin with ponzu",
      "Crisp grilled chicken skin dressed with grated radish and chili and our homemade ponzu.",
    ],
    ["橙醋鸡皮", "烤得酥脆的鸡皮，拌上辣萝卜泥和自制橙醋。"],
    ["닭껍질 폰즈", "바삭하게 구운 닭껍질을 고춧가루 무즙과 수제 폰즈로 무쳤습니다."],
  ],
  白ごはん: [
    ["Steamed rice", "Freshly cooked Hiroshima rice. Shop pickup only."],
    ["白米饭", "现煮的广岛县产大米。仅限到店自取。"],
    ["흰쌀밥", "히로시마산 쌀을 갓 지었습니다. 매장 수령 한정입니다."],
  ],
  瀬戸内レモンスカッシュ: [
    [
      "Setouchi lemon squash",
      "A refreshing sparkling drink made with Setouchi lemon juice. Perfect with karaage.",
    ],
    ["濑户内柠檬苏打", "使用濑户内产柠檬汁的清爽碳酸饮料，与炸鸡绝配。"],
    ["세토우치 레몬 스쿼시", "세토우치산 레몬 과즙으로 만든 상큼한 탄산음료. 가라아게와 찰떡궁합입니다."],
  ],
  "烏龍茶 500ml": [
    ["Oolong tea 500 ml", "Bottled oolong tea with a clean taste that goes well with fried food."],
    ["乌龙茶 500ml", "口感清爽的瓶装乌龙茶，与油炸食品很搭。"],
    ["우롱차 500ml", "튀김과 잘 어울리는 깔끔한 맛의 페트병 우롱차입니다."],
  ],
  "コーラ 500ml": [
    ["Cola 500 ml", "A well-chilled bottle of cola."],
    ["可乐 500ml", "冰镇瓶装可乐。"],
    ["콜라 500ml", "시원하게 냉장한 페트병 콜라입니다."],
  ],
});

/** The stored value for a Japanese name (none: `{}`, the Japanese shows). */
export const translationsOf = (table: Map<string, Translations>, ja: string): Prisma.InputJsonObject =>
  (table.get(ja) ?? {}) as Prisma.InputJsonObject;
