/// Russian ingredient names in English, in the `key=English` form `Glossary.tables` reads. No
/// offline Russian translator is installed, so a name is put into English only when it is here:
/// everyday names, in the nominative a list writes ("Молоко - 500 мл") and the genitive an amount
/// takes ("500 мл молока", "1 ст.л. соли"); a name the table lacks stays in Russian, marked.
extension Glossary {
    static let russian = """
        молоко=milk|молока=milk|яйцо=egg|яйца=eggs|яиц=eggs|мука=flour|муки=flour|сахар=sugar|сахара=sugar|соль=salt|соли=salt
        масло=oil|масла=oil|растительное масло=vegetable oil|растительного масла=vegetable oil|подсолнечное масло=sunflower oil
        оливковое масло=olive oil|сливочное масло=butter|сливочного масла=butter|творог=cottage cheese|творога=cottage cheese|вода=water|воды=water
        чеснок=garlic|чеснока=garlic|лук=onion|лука=onion|репчатый лук=onion|луковица=onion|луковицы=onions|перец=pepper|перца=pepper
        черный перец=black pepper|молотый перец=ground pepper|картофель=potatoes|картофеля=potatoes|картошка=potatoes|помидоры=tomatoes
        помидоров=tomatoes|помидор=tomato|томаты=tomatoes|морковь=carrot|моркови=carrot|морковка=carrot|курица=chicken|курицы=chicken
        куриное филе=chicken breast|говядина=beef|говядины=beef|свинина=pork|свинины=pork|фарш=mince|фарша=mince|рис=rice|риса=rice
        сметана=sour cream|сметаны=sour cream|сыр=cheese|сыра=cheese|уксус=vinegar|уксуса=vinegar|лавровый лист=bay leaf
        укроп=dill|укропа=dill|петрушка=parsley|петрушки=parsley|разрыхлитель=baking powder|разрыхлителя=baking powder|сода=baking soda
        соды=baking soda|ванилин=vanillin|ванильный сахар=vanilla sugar|мед=honey|мёд=honey|меда=honey|кефир=kefir|кефира=kefir
        капуста=cabbage|капусты=cabbage|свекла=beetroot|свеклы=beetroot|огурцы=cucumbers|огурец=cucumber|огурцов=cucumbers
        грибы=mushrooms|грибов=mushrooms|шампиньоны=mushrooms|сливки=cream|сливок=cream|какао=cocoa|шоколад=chocolate|шоколада=chocolate
        дрожжи=yeast|дрожжей=yeast|крахмал=starch|крахмала=starch|лимон=lemon|лимона=lemon|лимонный сок=lemon juice|орехи=nuts
        изюм=raisins|гречка=buckwheat|гречки=buckwheat|макароны=pasta|макарон=pasta|зелень=herbs|зелени=herbs|паприка=paprika
        по вкусу=to taste|по желанию=optional|немного=a little|щепотка=a pinch|для жарки=for frying|для подачи=to serve
        корица=cinnamon|корицы=cinnamon|майонез=mayonnaise|майонеза=mayonnaise|горчица=mustard|горчицы=mustard|фасоль=beans
        """
}
