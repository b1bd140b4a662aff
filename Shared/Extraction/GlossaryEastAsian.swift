/// Chinese, Korean and Thai ingredient names in English, in the `key=English` form
/// `Glossary.tables` reads. No offline translator for these languages is installed, and they
/// write no spaces inside a name, so a name is put into English only when it is here whole
/// ("鸡翅", chicken wings); one the table lacks stays as written, marked with its language.
/// Everyday home-cooking names: Chinese in simplified and traditional characters.
extension Glossary {
    static let chinese = """
        盐=salt|鹽=salt|糖=sugar|白糖=sugar|白砂糖=sugar|冰糖=rock sugar|红糖=brown sugar|黑糖=brown sugar|蜂蜜=honey
        生抽=light soy sauce|老抽=dark soy sauce|酱油=soy sauce|醬油=soy sauce|蚝油=oyster sauce|蠔油=oyster sauce|料酒=cooking wine
        米酒=rice wine|绍兴酒=Shaoxing wine|紹興酒=Shaoxing wine|醋=vinegar|香醋=black vinegar|陈醋=black vinegar|白醋=white vinegar
        香油=sesame oil|麻油=sesame oil|油=oil|食用油=cooking oil|花生油=peanut oil|植物油=vegetable oil|橄榄油=olive oil
        葱=spring onion|蔥=spring onion|小葱=spring onion|青葱=spring onion|葱花=chopped spring onion|蔥花=chopped spring onion|大葱=leek
        姜=ginger|薑=ginger|生姜=ginger|姜片=ginger slices|薑片=ginger slices|姜末=minced ginger|蒜=garlic|大蒜=garlic|蒜头=garlic
        蒜頭=garlic|蒜末=minced garlic|蒜瓣=garlic cloves|辣椒=chilli|干辣椒=dried chillies|乾辣椒=dried chillies|小米辣=bird's eye chillies
        花椒=Sichuan peppercorns|八角=star anise|桂皮=cassia bark|香叶=bay leaves|胡椒粉=ground pepper|白胡椒粉=ground white pepper
        黑胡椒=black pepper|淀粉=starch|澱粉=starch|生粉=cornstarch|玉米淀粉=cornstarch|面粉=flour|麵粉=flour|低筋面粉=cake flour
        高筋面粉=bread flour|酵母=yeast|泡打粉=baking powder|水=water|清水=water|温水=warm water|开水=boiling water|鸡蛋=eggs|雞蛋=eggs
        蛋=eggs|蛋黄=egg yolks|蛋白=egg whites|牛奶=milk|黄油=butter|奶油=cream|淡奶油=whipping cream|芝士=cheese|鸡精=chicken bouillon powder
        味精=MSG|豆瓣酱=doubanjiang|豆瓣醬=doubanjiang|郫县豆瓣=doubanjiang|番茄酱=ketchup|番茄醬=ketchup|芝麻=sesame seeds|白芝麻=white sesame seeds
        鸡肉=chicken|雞肉=chicken|鸡翅=chicken wings|雞翅=chicken wings|鸡中翅=chicken wings|鸡腿=chicken legs|雞腿=chicken legs
        鸡胸肉=chicken breast|雞胸肉=chicken breast|猪肉=pork|豬肉=pork|五花肉=pork belly|排骨=pork ribs|肉末=minced pork|猪肉馅=minced pork
        牛肉=beef|牛腩=beef brisket|羊肉=lamb|虾=shrimp|蝦=shrimp|虾仁=shelled shrimp|蝦仁=shelled shrimp|鱼=fish|魚=fish|豆腐=tofu
        番茄=tomatoes|西红柿=tomatoes|土豆=potatoes|马铃薯=potatoes|馬鈴薯=potatoes|胡萝卜=carrot|胡蘿蔔=carrot|紅蘿蔔=carrot
        洋葱=onion|洋蔥=onion|青椒=green pepper|红椒=red pepper|白菜=napa cabbage|大白菜=napa cabbage|包菜=cabbage|菠菜=spinach|黄瓜=cucumber
        茄子=aubergine|香菇=shiitake mushrooms|木耳=wood ear mushrooms|金针菇=enoki mushrooms|豆芽=bean sprouts|玉米=sweetcorn|南瓜=pumpkin
        米饭=cooked rice|米飯=cooked rice|白饭=cooked rice|大米=rice|米=rice|糯米=glutinous rice|面条=noodles|麵條=noodles|年糕=rice cakes
        可乐=cola|可樂=cola|九层塔=Thai basil|九層塔=Thai basil|香菜=coriander|芹菜=celery|柠檬=lemon|檸檬=lemon|花生=peanuts
        适量=as needed|適量=as needed|少许=a little|少許=a little|少量=a little
        """

    static let korean = """
        밥=cooked rice|쌀=rice|찹쌀=glutinous rice|계란=eggs|달걀=eggs|대파=green onion|파=green onion|쪽파=chives|양파=onion|마늘=garlic
        다진 마늘=minced garlic|다진마늘=minced garlic|생강=ginger|간장=soy sauce|진간장=soy sauce|국간장=soup soy sauce|굴소스=oyster sauce
        참기름=sesame oil|들기름=perilla oil|식용유=cooking oil|올리브유=olive oil|소금=salt|설탕=sugar|흑설탕=brown sugar|후추=pepper
        고춧가루=gochugaru|고추장=gochujang|된장=doenjang|쌈장=ssamjang|김치=kimchi|돼지고기=pork|삼겹살=pork belly|다진 돼지고기=minced pork
        소고기=beef|쇠고기=beef|다진 소고기=minced beef|닭고기=chicken|닭=chicken|닭가슴살=chicken breast|닭다리=chicken legs|두부=tofu
        물=water|감자=potatoes|고구마=sweet potatoes|당근=carrot|애호박=courgette|호박=squash|버섯=mushrooms|표고버섯=shiitake mushrooms
        팽이버섯=enoki mushrooms|배추=napa cabbage|양배추=cabbage|무=radish|시금치=spinach|콩나물=soybean sprouts|숙주=mung bean sprouts
        청양고추=Cheongyang chilli|고추=chilli|홍고추=red chilli|깨=sesame seeds|통깨=sesame seeds|참깨=sesame seeds|맛술=mirin
        물엿=corn syrup|올리고당=oligosaccharide syrup|꿀=honey|식초=vinegar|매실청=plum syrup|밀가루=flour|부침가루=pancake mix
        튀김가루=frying mix|전분=starch|감자전분=potato starch|우유=milk|버터=butter|치즈=cheese|모짜렐라 치즈=mozzarella|떡=rice cakes
        떡볶이 떡=rice cakes|어묵=fish cakes|햄=ham|스팸=Spam|참치=tuna|참치캔=canned tuna|새우=shrimp|오징어=squid|멸치=anchovies
        다시마=kelp|김=laver|라면=ramen|당면=glass noodles|소면=thin wheat noodles|깻잎=perilla leaves|부추=garlic chives|오이=cucumber
        약간=a little|조금=a little|적당량=as needed|적당히=as needed
        """

    static let thai = """
        หมูสับ=minced pork|หมู=pork|หมูสามชั้น=pork belly|ไก่=chicken|อกไก่=chicken breast|เนื้อ=beef|เนื้อวัว=beef|กุ้ง=shrimp|ปลา=fish
        ปลาหมึก=squid|กระเทียม=garlic|พริกขี้หนู=bird's eye chillies|พริก=chilli|พริกแห้ง=dried chillies|พริกไทย=pepper|น้ำปลา=fish sauce
        ซอสหอยนางรม=oyster sauce|ซีอิ๊วขาว=light soy sauce|ซีอิ๊วดำ=dark soy sauce|ซอสปรุงรส=seasoning sauce|น้ำตาล=sugar|น้ำตาลทราย=sugar
        น้ำตาลปี๊บ=palm sugar|เกลือ=salt|น้ำมัน=oil|น้ำมันพืช=vegetable oil|ใบกะเพรา=holy basil leaves|กะเพรา=holy basil|โหระพา=Thai basil
        ไข่=eggs|ไข่ไก่=eggs|ข้าว=rice|ข้าวสวย=cooked rice|ข้าวเหนียว=sticky rice|น้ำ=water|กะทิ=coconut milk|หัวกะทิ=coconut cream
        มะนาว=lime|น้ำมะนาว=lime juice|ตะไคร้=lemongrass|ข่า=galangal|ใบมะกรูด=kaffir lime leaves|หอมแดง=shallots|หอมใหญ่=onion
        ต้นหอม=spring onion|ผักชี=coriander|มะเขือเทศ=tomatoes|เส้นก๋วยเตี๋ยว=rice noodles|เส้นเล็ก=thin rice noodles|วุ้นเส้น=glass noodles
        เต้าหู้=tofu|พริกแกง=curry paste|พริกแกงเขียวหวาน=green curry paste|พริกแกงแดง=red curry paste|มะเขือ=aubergine|ถั่วงอก=bean sprouts
        ถั่วลิสง=peanuts|แครอท=carrot|มันฝรั่ง=potatoes|กะปิ=shrimp paste|น้ำมะขามเปียก=tamarind juice|มะละกอ=papaya|แตงกวา=cucumber
        ตามชอบ=to taste|เล็กน้อย=a little|พอประมาณ=as needed
        """
}
