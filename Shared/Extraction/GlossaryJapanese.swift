/// Japanese ingredient names in English, in the `key=English` form `Glossary.tables` reads. There
/// is no offline Japanese translator in Debian or PyPI, so a name is put into English only when
/// it is here whole ("鶏もも肉", chicken thigh): Japanese writes no spaces, and a name the table
/// does not hold stays in Japanese, marked. Everyday home-cooking names, written the ways a
/// recipe writes them (kanji, hiragana, katakana); preparations for a name's brackets
/// ("(みじん切り)", finely chopped).
extension Glossary {
    static let japanese = """
        塩=salt|食塩=salt|砂糖=sugar|上白糖=white sugar|きび砂糖=cane sugar|三温糖=brown sugar|グラニュー糖=granulated sugar|粉糖=icing sugar
        胡椒=pepper|こしょう=pepper|コショウ=pepper|黒胡椒=black pepper|黒こしょう=black pepper|粗挽き黒こしょう=coarsely ground black pepper
        醤油=soy sauce|しょうゆ=soy sauce|しょう油=soy sauce|薄口醤油=light soy sauce|うすくちしょうゆ=light soy sauce|みりん=mirin|本みりん=mirin
        酒=sake|料理酒=cooking sake|日本酒=sake|酢=vinegar|米酢=rice vinegar|黒酢=black vinegar|香酢=Chinese black vinegar|穀物酢=grain vinegar
        味噌=miso|みそ=miso|白味噌=white miso|赤味噌=red miso|だし=dashi|出汁=dashi|だし汁=dashi|顆粒だし=dashi granules|昆布=kombu|かつお節=bonito flakes
        鶏ガラスープの素=chicken stock powder|コンソメ=consommé|ブイヨン=bouillon|ブイヨンスープ=bouillon|中華スープの素=Chinese soup stock powder
        オイスターソース=oyster sauce|ウスターソース=Worcestershire sauce|ケチャップ=ketchup|トマトケチャップ=ketchup|マヨネーズ=mayonnaise
        ポン酢=ponzu|めんつゆ=mentsuyu|豆板醤=doubanjiang|コチュジャン=gochujang|甜麺醤=sweet bean sauce|紹興酒=Shaoxing wine|赤ワイン=red wine|白ワイン=white wine
        ごま油=sesame oil|胡麻油=sesame oil|サラダ油=vegetable oil|オリーブオイル=olive oil|油=oil|揚げ油=oil for frying|バター=butter|無塩バター=unsalted butter
        はちみつ=honey|蜂蜜=honey|片栗粉=potato starch|小麦粉=flour|薄力粉=cake flour|強力粉=bread flour|米粉=rice flour|パン粉=breadcrumbs
        ベーキングパウダー=baking powder|重曹=baking soda|ドライイースト=dry yeast|ゼラチン=gelatin|バニラエッセンス=vanilla essence|ココア=cocoa|抹茶=matcha
        水=water|湯=hot water|お湯=hot water|氷=ice|牛乳=milk|生クリーム=cream|ヨーグルト=yogurt|チーズ=cheese|ピザ用チーズ=shredded cheese|粉チーズ=grated parmesan
        卵=egg|たまご=egg|玉子=egg|卵黄=egg yolk|卵白=egg white|溶き卵=beaten egg|全卵=whole egg
        鶏肉=chicken|鶏もも肉=chicken thigh|鶏むね肉=chicken breast|鶏胸肉=chicken breast|ささみ=chicken tenderloin|手羽先=chicken wings|手羽元=chicken drumettes
        豚肉=pork|豚バラ肉=pork belly|豚ロース=pork loin|ひき肉=minced meat|合いびき肉=minced beef and pork|豚ひき肉=minced pork|鶏ひき肉=minced chicken
        牛肉=beef|牛ひき肉=minced beef|スペアリブ=spare ribs|ベーコン=bacon|ハム=ham|ソーセージ=sausages|ウインナー=sausages
        鮭=salmon|サーモン=salmon|まぐろ=tuna|ツナ缶=canned tuna|えび=shrimp|エビ=shrimp|海老=shrimp|いか=squid|たこ=octopus|あさり=clams
        豆腐=tofu|絹豆腐=silken tofu|木綿豆腐=firm tofu|油揚げ=fried tofu pouch|納豆=natto
        玉ねぎ=onion|たまねぎ=onion|玉葱=onion|長ねぎ=leek|ねぎ=green onion|ネギ=green onion|青ねぎ=green onion|万能ねぎ=green onion|白髪ねぎ=shredded leek
        にんにく=garlic|ニンニク=garlic|おろしにんにく=grated garlic|しょうが=ginger|生姜=ginger|ショウガ=ginger|おろししょうが=grated ginger
        にんじん=carrot|人参=carrot|じゃがいも=potato|じゃが芋=potato|さつまいも=sweet potato|大根=daikon|キャベツ=cabbage|白菜=napa cabbage|レタス=lettuce
        ほうれん草=spinach|小松菜=komatsuna|もやし=bean sprouts|ピーマン=green pepper|パプリカ=bell pepper|なす=aubergine|ナス=aubergine|茄子=aubergine
        トマト=tomato|ミニトマト=cherry tomatoes|きゅうり=cucumber|かぼちゃ=pumpkin|ブロッコリー=broccoli|セロリ=celery|アボカド=avocado
        しいたけ=shiitake mushrooms|椎茸=shiitake mushrooms|しめじ=shimeji mushrooms|えのき=enoki mushrooms|まいたけ=maitake mushrooms|マッシュルーム=mushrooms
        レモン=lemon|レモン汁=lemon juice|大葉=shiso leaves|バジル=basil|パセリ=parsley|イタリアンパセリ=flat-leaf parsley|セージ=sage|ローリエ=bay leaf
        タイム=thyme|ローズマリー=rosemary|唐辛子=chilli|赤唐辛子=red chilli|鷹の爪=dried red chilli|一味唐辛子=chilli powder|七味唐辛子=shichimi togarashi
        山椒=sansho pepper|粉山椒=ground sansho pepper|クミンシード=cumin seeds|カレー粉=curry powder|ごま=sesame seeds|白ごま=white sesame seeds|いりごま=toasted sesame seeds
        のり=nori|海苔=nori|わかめ=wakame|ご飯=cooked rice|ごはん=cooked rice|米=rice|うどん=udon|そば=soba|中華麺=Chinese noodles|パスタ=pasta|スパゲッティ=spaghetti
        トマトペースト=tomato paste|トマト缶=canned tomatoes|トマト水煮缶=canned tomatoes|ホールトマト=canned whole tomatoes|チョコレート=chocolate
        みじん切り=finely chopped|薄切り=thinly sliced|千切り=julienned|乾燥=dried|すりおろし=grated|粒=whole|粉=ground|ホール=whole
        """
}
