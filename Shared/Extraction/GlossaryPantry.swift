/// Everyday shop-bought names of Spanish, Portuguese and Italian lists, in the same `key=English`
/// form as `Glossary.raw` and merged into its tables. Written from the languages' common pantry
/// (a supermarket's aisles, a cookbook's basics), not from any video: the tables had the staples,
/// and a name one word short of them ("huevos camperos", "chocolate ao leite") stayed
/// untranslated, or came out in the source's order ("cheese mozzarella", "milk sweet").
/// A name whose words read in another order in English is listed whole.
extension Glossary {
    static let pantry: [String: String] = [
        "es": """
        campero=free-range:a|camperos=free-range:a|campera=free-range:a|camperas=free-range:a|virgen extra=extra virgin:a|virgen=virgin:a
        aceite de oliva virgen extra=extra virgin olive oil|aceite de oliva virgen=virgin olive oil|aceite vegetal=vegetable oil
        aceite de girasol=sunflower oil|caramelo=caramel|levadura en polvo=baking powder|polvo de hornear=baking powder
        polvo para hornear=baking powder|levadura seca=dried yeast|levadura de panadero=baker's yeast|queso rallado=grated cheese
        nata liquida=single cream|nata montada=whipped cream|crema batida=whipped cream|crema de leche=cream|galleta=biscuit|galletas=biscuits
        galletas maria=Maria biscuits|sin sal=unsalted:a|semillas=seeds|semillas de chia=chia seeds|chia=chia seeds|sesamo=sesame seeds
        pistacho=pistachio|pistachos=pistachios|anacardos=cashews|nueces de la india=cashews|avellanas=hazelnuts
        cacahuetes=peanuts|cacahuates=peanuts|mani=peanuts|crema de cacahuete=peanut butter|mantequilla de mani=peanut butter
        pan de molde=sandwich bread|pan rallado=breadcrumbs|masa de hojaldre=puff pastry|hojaldre=puff pastry|gelatina=gelatin
        gelatina sin sabor=unflavoured gelatin|frescas=fresh:a|guindilla=chilli|guindillas=chillies|cayena=cayenne|ahumado=smoked:a
        ahumada=smoked:a|pimenton ahumado=smoked paprika|chispas de chocolate=chocolate chips|chocolate con leche=milk chocolate
        amargo=bitter:a|cacao amargo=unsweetened cocoa|mermelada=jam|mermelada de fresa=strawberry jam|dulce de leche=dulce de leche
        queso mozzarella=mozzarella|queso cheddar=cheddar|queso de cabra=goat's cheese|queso parmesano=parmesan|requeson=ricotta
        ricota=ricotta|espagueti=spaghetti|espaguetis=spaghetti|macarrones=macaroni|fideos=noodles|pan de hamburguesa=burger bun
        panes de hamburguesa=burger buns|lechuga romana=romaine lettuce|rucula=rocket|pepinillo=gherkin|pepinillos=gherkins
        calabacines=courgettes|mazorca=corn cob|mazorcas=corn cobs|mazorca de maiz=corn cob|alubias=beans|alubias blancas=white beans
        alubias rojas=kidney beans|frijoles negros=black beans|claras de huevo=egg whites|yemas de huevo=egg yolks|filete=fillet
        filetes=fillets|pescado blanco=white fish|solomillo=tenderloin|solomillo de cerdo=pork tenderloin|panceta=pork belly|lima=lime
        limas=limes|ralladura=zest|ralladura de=zest of|jugo de=juice of|zumo de=juice of|miel de abeja=honey|sirope=syrup
        sirope de arce=maple syrup|anis estrellado=star anise|cardamomo=cardamom|vaina=pod|vainas=pods|vainas de cardamomo=cardamom pods
        seco=dried:a|seca=dried:a|secos=dried:a|secas=dried:a|recien molida=freshly ground:a|recien molido=freshly ground:a
        machacado=crushed:a|machacada=crushed:a|machacados=crushed:a|machacadas=crushed:a|caldo de verduras=vegetable stock
        caldo de pollo=chicken stock|harina de fuerza=strong flour|harina integral=wholemeal flour|integral=wholemeal:a
        harina de almendra=almond flour|almendra molida=ground almonds|avena=oats|copos de avena=rolled oats|quinoa=quinoa
        cuscus=couscous|arroz integral=brown rice|frutos rojos=berries|frutos secos=nuts|escamas=flakes|sal en escamas=flaky salt
        salado=salted:a|salada=salted:a|congelado=frozen:a|congelada=frozen:a|congelados=frozen:a|congeladas=frozen:a|hervido=boiled:a
        hervida=boiled:a|hervidos=boiled:a|hervidas=boiled:a|tibia=lukewarm:a|tibio=lukewarm:a|templada=lukewarm:a|caliente=hot:a
        fria=cold:a|frio=cold:a|a temperatura ambiente=at room temperature|pure de tomate=tomato purée|tomate frito=tomato sauce
        concentrado de tomate=tomato paste|pasta de tomate=tomato paste|mayonesa=mayonnaise|mostaza=mustard|ketchup=ketchup
        vinagre de manzana=cider vinegar|salsa inglesa=Worcestershire sauce|salsa picante=hot sauce|salsa de soja=soy sauce
        salsa de soya=soy sauce|salsa=sauce|leche desnatada=skimmed milk|leche descremada=skimmed milk|yogur griego=Greek yogurt
        jamon serrano=serrano ham|jamon york=cooked ham|pechuga de pavo=turkey breast|pimientos del piquillo=piquillo peppers
        aceitunas=olives|aceitunas negras=black olives|aceitunas verdes=green olives|alcaparras=capers|cebolla blanca=white onion
        cebolla roja=red onion|cebollino=chives|puerros=leeks|nabo=turnip|batata=sweet potato|boniato=sweet potato|maiz dulce=sweetcorn
        acelgas=chard|col rizada=kale|lombarda=red cabbage|coco rallado=desiccated coconut|azucar glass=icing sugar
        azucar impalpable=icing sugar|azucar morena=brown sugar|azucar blanca=white sugar|relleno=filling|cobertura=topping|masa=dough
        almibar=syrup|molde=tin|freir=frying|decorar=decorating|servir=serving|untar=spreading|engrasar=greasing
        espolvorear=dusting|acompanar=serving|rebozar=coating|huevo batido=beaten egg|carne de cerdo=pork|carne de ternera=beef
        hoja=leaf|hojas=leaves|hojas de menta=mint leaves|hojas de albahaca=basil leaves|hojas de cilantro=coriander leaves
        """,
        "pt": """
        caipira=free-range:a|caipiras=free-range:a|extra virgem=extra virgin:a|azeite de oliva extra virgem=extra virgin olive oil
        azeite extra virgem=extra virgin olive oil|calda=syrup|fermento quimico=baking powder|fermento em po=baking powder
        fermento biologico=yeast|fermento biologico seco=dried yeast|fermento biologico fresco=fresh yeast|biscoito=biscuit
        biscoitos=biscuits|biscoito maizena=Maria biscuits|biscoito de maizena=Maria biscuits|gergelim=sesame seeds|chia=chia seeds
        castanha do para=Brazil nuts|amendoim=peanuts|pasta de amendoim=peanut butter
        pao de forma=sandwich bread|farinha de rosca=breadcrumbs|massa folhada=puff pastry|gelatina=gelatin
        gelatina sem sabor=unflavoured gelatin|sem sal=unsalted:a|espinafre=spinach|pau de canela=cinnamon stick|canela em pau=cinnamon stick
        pimenta dedo-de-moca=red chilli|pimenta dedo de moca=red chilli|pimenta calabresa=chilli flakes|defumada=smoked:a|defumado=smoked:a
        paprica defumada=smoked paprika|gotas de chocolate=chocolate chips|chocolate ao leite=milk chocolate|chocolate meio amargo=dark chocolate
        chocolate branco=white chocolate|geleia=jam|geleia de morango=strawberry jam|doce de leite=dulce de leche|ricota=ricotta
        requeijao=cream cheese|queijo mucarela=mozzarella|mucarela=mozzarella|mussarela=mozzarella|queijo parmesao=parmesan
        queijo minas=Minas cheese|queijo meia cura=semi-cured cheese|alface americana=iceberg lettuce|alface=lettuce|rucula=rocket
        espiga de milho=corn cob|milho verde=sweetcorn|peito de frango=chicken breast|peitos de frango=chicken breasts
        file de frango=chicken fillet|files de frango=chicken fillets|file=fillet|files=fillets|tilapia=tilapia|lombo=loin
        lombo de porco=pork loin|camarao limpo=peeled prawns|camaroes=prawns|limpo=cleaned:a|limpos=cleaned:a
        raspas de=zest of|raspas=zest|suco de=juice of|oregano seco=dried oregano|seco=dried:a|seca=dried:a|secos=dried:a
        abacate=avocado|sem pele=skinless:a|sem sementes=seedless:a|sem pele e sem sementes=peeled and seeded:a|mandioca=cassava
        aipim=cassava|macaxeira=cassava|calabresa=calabresa sausage|linguica=sausage|polvilho doce=sweet tapioca starch
        morno=lukewarm:a|morna=lukewarm:a|fritar=frying|untar=greasing|polvilhar=dusting|decorar=decorating|servir=serving
        empanar=coating|recheio=filling|cobertura=topping|massa=dough|forma=tin|clara=egg white
        claras=egg whites|extrato de tomate=tomato paste|molho de tomate=tomato sauce|molho=sauce|molho shoyu=soy sauce|shoyu=soy sauce
        maionese=mayonnaise|mostarda=mustard|azeitonas=olives|azeitona=olive|azeitonas pretas=black olives|azeitonas verdes=green olives
        alcaparras=capers|cebolinha=spring onion|batata doce=sweet potato|abobora=pumpkin|chuchu=chayote|quiabo=okra|couve=kale
        repolho=cabbage|beterraba=beetroot|vagem=green beans|ervilha=peas|ervilhas=peas|grao de bico=chickpeas|lentilha=lentils
        feijao carioca=pinto beans|arroz integral=brown rice|aveia=oats|flocos de aveia=rolled oats|coco ralado=desiccated coconut
        leite de coco=coconut milk|acucar mascavo=brown sugar|acucar de confeiteiro=icing sugar|acucar cristal=granulated sugar
        acucar refinado=caster sugar|mel=honey|nozes=walnuts|amendoas=almonds|uva passa=raisins|uvas passas=raisins|cravo=clove
        cravos=cloves|cravo-da-india=clove|cravos-da-india=cloves|noz-moscada=nutmeg|noz moscada=nutmeg|hortela=mint|manjericao=basil
        alecrim=rosemary|tomilho=thyme|louro=bay leaf|folha de louro=bay leaf|folhas de louro=bay leaves|coentro=coriander
        """,
        "it": """
        uova fresche=fresh eggs|fresche=fresh:a|freschi=fresh:a|olio extravergine d'oliva=extra virgin olive oil
        olio extravergine di oliva=extra virgin olive oil|olio di semi=seed oil|olio di semi di girasole=sunflower oil
        lievito per dolci=baking powder|lievito di birra fresco=fresh yeast|lievito di birra secco=dried yeast
        parmigiano reggiano=parmesan|parmigiano=parmesan|grana padano=grana padano|pecorino romano=pecorino romano|pecorino=pecorino
        panna fresca=fresh cream|panna da montare=whipping cream|panna=cream|latte di cocco=coconut milk|biscotti secchi=plain biscuits
        biscotti=biscuits|savoiardi=ladyfingers|pistacchi=pistachios|pancarre=sandwich bread|pan carre=sandwich bread|pasta sfoglia=puff pastry
        pasta brisee=shortcrust pastry|tonno=tuna|colla di pesce=gelatin sheets|gelatina=gelatin|affumicata=smoked:a|affumicato=smoked:a
        paprika affumicata=smoked paprika|gocce di cioccolato=chocolate chips|cioccolato fondente=dark chocolate|cioccolato al latte=milk chocolate
        cioccolato bianco=white chocolate|cacao amaro=unsweetened cocoa|cacao amaro in polvere=unsweetened cocoa powder|in polvere=powdered:a
        cipolla rossa=red onion|cipolla bianca=white onion|cipolla dorata=brown onion|fagioli cannellini=cannellini beans|cannellini=cannellini beans
        fagioli borlotti=borlotti beans|fagioli=beans|petto di pollo=chicken breast|petti di pollo=chicken breasts|carne macinata=minced meat
        macinato=mince|gamberi=prawns|gamberi sgusciati=peeled prawns|sgusciati=shelled:a|scorza=zest|scorza di=zest of|succo di=juice of
        zucchero semolato=caster sugar|zucchero a velo=icing sugar|origano secco=dried oregano|secco=dried:a
        secca=dried:a|secchi=dried:a|secche=dried:a|tritato=chopped:a|tritata=chopped:a|tritati=chopped:a|tritate=chopped:a
        dado=stock cube|dado vegetale=vegetable stock cube|dado di carne=beef stock cube|brodo vegetale=vegetable stock|brodo di pollo=chicken stock
        farina 00=00 flour|farina=flour|pangrattato=breadcrumbs|amido di mais=cornflour|maizena=cornflour|vanillina=vanillin
        passata di pomodoro=passata|concentrato di pomodoro=tomato paste|pomodorini=cherry tomatoes|pomodori pelati=peeled tomatoes
        basilico fresco=fresh basil|melanzana=aubergine|melanzane=aubergines|pinoli=pine nuts|pancetta=pancetta|guanciale=guanciale
        sedano=celery|costa di sedano=celery stalk|rosmarino=rosemary|salvia=sage|friggere=frying|frittura=frying|decorare=decorating
        guarnire=garnishing|servire=serving|ungere=greasing|spolverare=dusting|stampo=tin|ripieno=filling|impasto=dough|crema=cream
        ricotta=ricotta|mozzarella=mozzarella|mascarpone=mascarpone|burrata=burrata|stracciatella=stracciatella|speck=speck|prosciutto crudo=prosciutto
        prosciutto cotto=cooked ham|salsiccia=sausage|salsicce=sausages|acciughe=anchovies|capperi=capers|olive nere=black olives
        olive verdi=green olives|rucola=rocket|spinaci=spinach|zucchine=courgettes|zucchina=courgette
        patate=potatoes|patata=potato|carote=carrots|carota=carrot|piselli=peas|ceci=chickpeas|lenticchie=lentils|riso=rice
        riso carnaroli=carnaroli rice|riso arborio=arborio rice|noci=walnuts|nocciole=hazelnuts|mandorle=almonds|uvetta=raisins
        albume=egg white|albumi=egg whites|grattugiata=grated:a|grattugiati=grated:a|grattugiate=grated:a|foglie di menta=mint leaves|foglie di basilico=basil leaves
        """,
        "fr": """
        jus de=juice of|jus d'=juice of|zeste de=zest of|zeste d'=zest of|moule=tin|plan de travail=work surface|friture=frying
        frire=frying|decorer=decorating|decoration=decorating|servir=serving|saupoudrer=dusting|beurrer=greasing|graisser=greasing
        garniture=filling|glacage=icing|dorure=egg wash|a chair ferme=waxy:a|pommes de terre a chair ferme=waxy potatoes
        oeufs frais=fresh eggs|oeufs bio=organic eggs|bio=organic:a|pepites de chocolat=chocolate chips|chocolat patissier=baking chocolate
        fromage rape=grated cheese|pate sablee=sweet shortcrust pastry|levure seche=dried yeast
        sucre cassonade=brown sugar|cassonade=brown sugar|vergeoise=brown sugar|graines de sesame=sesame seeds|graines=seeds
        poivre du moulin=freshly ground pepper|au naturel=in water:a|thon au naturel=tuna in water|non traite=unwaxed:a|non traites=unwaxed:a
        mozzarella di bufala=buffalo mozzarella|creme fraiche epaisse=thick crème fraîche|courge butternut=butternut squash
        en conserve=canned:a|escalope=escalope|escalopes=escalopes|dinde=turkey|feuilles de menthe=mint leaves|feuilles de basilic=basil leaves|bouillon de volaille=chicken stock|cube de bouillon=stock cube
        """,
        "de": """
        saft von=juice of|saft einer=juice of|abrieb von=zest of|sauerlich=tart:a|sauerliche=tart:a|saure=sour:a
        form=tin|bestauben=dusting|einfetten=greasing|garnieren=garnishing|servieren=serving
        gehackte=chopped:a|gehackter=chopped:a|gehacktes=chopped:a|mohre=carrot|mohren=carrots|sauerkirschen=sour cherries
        magerquark=low-fat quark|gepresst=crushed:a|gepresste=crushed:a|vanillepudding=vanilla custard powder
        vanillepuddingpulver=vanilla custard powder|edelsuss=sweet:a|rosenscharf=hot:a|paprikapulver edelsuss=sweet paprika
        paprikapulver rosenscharf=hot paprika|pfeffer aus der muhle=freshly ground pepper|aus der muhle=freshly ground:a
        creme fraiche=crème fraîche|rinderhack=minced beef|blattspinat=leaf spinach
        weisskohl=white cabbage|sauerkraut=sauerkraut|currypulver=curry powder|kardamom=cardamom|marzipan=marzipan|tofu=tofu
        emmentaler=emmental|bergkase=mountain cheese|ricotta=ricotta|murbeteig=shortcrust pastry|hefeteig=yeast dough
        gemischt=mixed:a|gemischtes=mixed:a|type 405=plain:a|type 550=strong:a|weizenmehl type 405=plain flour
        weizenmehl type 550=strong flour
        """,
    ]

    /// The same for the languages whose tables live in their own files (Arabic, Russian,
    /// Turkish, Polish): names a probe list wrote that were missing. Merged in before those
    /// tables, so an entry already there wins.
    static let worldPantry: [String: String] = [
        "ar": """
        دجاجة=chicken|دجاجه=chicken|مقطعة=cut:a|مقطعه=cut:a|مقطع=cut:a|بسمتي=basmati:a|بهارات الكبسة=kabsa spices
        بهارات كبسة=kabsa spices|بيضات=eggs|بيكنج باودر=baking powder|بكينج باودر=baking powder|ورق عنب=vine leaves|برغل=bulgur|فريكة=freekeh|مكسرات=nuts|صنوبر=pine nuts
        سكر بني=brown sugar|حليب مكثف=condensed milk|حليب مبخر=evaporated milk|قشر ليمون=lemon zest|ماء دافئ=warm water
        زيت ذرة=corn oil|بيكنج صودا=baking soda|دبس رمان=pomegranate molasses|سماق=sumac|ليمون أسود=dried lime|لومي=dried lime
        بازلاء=peas|بازيلا=peas|فاصوليا=beans|فاصوليا خضراء=green beans|قرنبيط=cauliflower|بروكلي=broccoli|فطر=mushrooms
        مشروم=mushrooms|ذرة=sweetcorn|جبنة بيضاء=white cheese|جبنة كريمية=cream cheese|بسكويت=biscuits|حبة البركة=nigella seeds
        شمر=fennel|يانسون=anise|مستكة=mastic|محلب=mahleb|كبدة=liver|لحم ضأن=lamb|كفتة=kofta|فلفل ألوان=mixed peppers
        """,
        "ru": """
        говядина на кости=beef on the bone|томатная паста=tomato paste|томатной пасты=tomato paste|укроп=dill|укропа=dill
        петрушка=parsley|петрушки=parsley|зелень=herbs|зелени=herbs|гречка=buckwheat|гречки=buckwheat|макароны=pasta
        сливки=cream|сливок=cream|кефир=kefir|кефира=kefir|дрожжи=yeast|дрожжей=yeast|разрыхлитель=baking powder
        разрыхлителя=baking powder|сода=baking soda|соды=baking soda|ванилин=vanillin|какао=cocoa|мед=honey|мёд=honey|меда=honey
        лимон=lemon|лимона=lemon|майонез=mayonnaise|майонеза=mayonnaise|горчица=mustard|горчицы=mustard|огурцы=cucumbers
        огурец=cucumber|грибы=mushrooms|грибов=mushrooms|шампиньоны=mushrooms|шампиньонов=mushrooms|фасоль=beans|горох=peas
        свекла=beetroot|свёкла=beetroot|свеклы=beetroot|капуста=cabbage|капусты=cabbage|крахмал=starch|крахмала=starch
        """,
        "tr": """
        sıcak=hot:a|sıcak su=hot water|soğuk=cold:a|soğuk su=cold water|ılık=warm:a|toz biber=chilli powder|kekik=thyme
        tarçın=cinnamon|zerdeçal=turmeric|susam=sesame seeds|fındık=hazelnuts|badem=almonds|kakao=cocoa|çikolata=chocolate
        nişasta=cornflour|mısır nişastası=cornflour|galeta unu=breadcrumbs|tavuk suyu=chicken stock|et suyu=beef stock
        """,
        "pl": """
        pieprz czarny=black pepper|ciepłej wody=warm water|śmietanka=cream|śmietanki=cream|cynamon=cinnamon|kakao=cocoa
        czekolada=chocolate|czekolady=chocolate|ryż biały=white rice|szczypiorek=chives|szczypiorku=chives|majeranek=marjoram
        """,
    ]
}
