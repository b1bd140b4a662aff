/// The glossary's names, units and everyday words per language, in the `key=English` form
/// `Glossary.tables` reads (folded keys, `|` between entries, `:a` after an adjective).
extension Glossary {
    static let raw: [String: String] = [
        "fr": """
        algues=seaweed|cepes=porcini|shiitakes=shiitake mushrooms|en paillettes=flakes
        farine=flour|sucre=sugar|sucre en poudre=caster sugar|sucre glace=icing sugar|sucre roux=brown sugar|sucre vanille=vanilla sugar|sucre pour confiture=jam sugar
        beurre=butter|beurre doux=unsalted butter|beurre demi-sel=salted butter|oeuf=egg|oeufs=eggs
        jaune d'oeuf=egg yolk|jaunes d'oeufs=egg yolks|jaune=yolk|jaunes=yolks|blanc d'oeuf=egg white|blancs d'oeufs=egg whites
        lait=milk|lait entier=whole milk|creme=cream|creme liquide=liquid cream|creme liquide entiere=whipping cream|creme fraiche=crème fraîche
        creme entiere=whipping cream|chocolat=chocolate|chocolat noir=dark chocolate|chocolat au lait=milk chocolate|chocolat blanc=white chocolate
        chocolat noir patissier=dark baking chocolate|cacao=cocoa|cacao en poudre=cocoa powder|levure=yeast|levure chimique=baking powder
        sel=salt|poivre=pepper|huile=oil|huile d'olive=olive oil|huile de tournesol=sunflower oil|vinaigre=vinegar|eau=water
        eau citronnee=lemon water|gelatine=gelatin|feuille=sheet|feuilles=sheets|amande=almond|amandes=almonds|noisette=hazelnut
        noisettes=hazelnuts|poudre d'amande=ground almonds|poudre d'amandes=ground almonds|framboise=raspberry|framboises=raspberries
        puree de framboise=raspberry purée|fraise=strawberry|fraises=strawberries|citron=lemon|citrons=lemons|orange=orange
        pomme=apple|pommes=apples|pomme de terre=potato|pommes de terre=potatoes|carotte=carrot|carottes=carrots|oignon=onion
        oignons=onions|ail=garlic|echalote=shallot|echalotes=shallots|tomate=tomato|tomates=tomatoes|thym=thyme|persil=parsley
        basilic=basil|ciboulette=chives|cannelle=cinnamon|vanille=vanilla|gousse de vanille=vanilla pod|miel=honey|moutarde=mustard
        poulet=chicken|escalope de poulet=chicken cutlet|escalopes de poulet=chicken cutlets|boeuf=beef|porc=pork|cote de porc=pork chop
        jambon=ham|lardons=bacon bits|fromage=cheese|chevre=goat cheese|riz=rice|pates=pasta|nouilles=noodles|sauce soja=soy sauce
        champignon=mushroom|champignons=mushrooms|poivron=bell pepper|poivrons=bell peppers|courgette=courgette|aubergine=aubergine
        epinards=spinach|salade=lettuce|concombre=cucumber|gingembre=ginger|piment=chilli|noix de coco=coconut|lait de coco=coconut milk
        yaourt=yogurt|mascarpone=mascarpone|pate feuilletee=puff pastry|pate brisee=shortcrust pastry|biscuit=sponge|colorant=food colouring
        colorant alimentaire=food colouring|arome=flavouring|sirop=syrup|caramel=caramel|praline=praline|pistache=pistachio|pistaches=pistachios
        noix=walnuts|raisins secs=raisins|farine de ble=wheat flour|fecule de mais=cornflour|maizena=cornflour|bicarbonate=baking soda
        cafe=coffee|the=tea|jus de citron=lemon juice|zeste=zest|zeste de citron=lemon zest|sel fin=fine salt|fleur de sel=sea salt flakes
        pulpe de tomate=tomato pulp|pulpe de tomates=tomato pulp|coulis de tomate=tomato coulis|coulis de tomates=tomato coulis
        concentre de tomate=tomato paste|sucre de canne=cane sugar|herbes de provence=herbes de Provence|vin rouge=red wine|vin blanc=white wine
        celeri=celery|branche de celeri=celery stalk|proteines de soja texturees=textured soy protein|bouillon de legumes=vegetable stock
        noir=dark:a|blanc=white:a|blanche=white:a|entier=whole:a|entiere=whole:a|liquide=liquid:a|frais=fresh:a|fraiche=fresh:a
        sec=dry:a|seche=dry:a|rouge=red:a|vert=green:a|verte=green:a|jaune=yellow:a|doux=mild:a|douce=sweet:a|grille=toasted:a
        grillees=toasted:a|hache=minced:a|hachee=minced:a|fondu=melted:a|fondue=melted:a|mou=soft:a|non sucre=unsweetened:a
        pincee=pinch|tasse=cup|verre=glass|sachet=sachet|boite=can|gousse=clove|gousses=cloves|tranche=slice|tranches=slices
        morceau=piece|morceaux=pieces|pot=pot|cuillere=spoon|trait=dash|un peu=a little|quelques=a few|au gout=to taste|facultatif=optional
        moyen=medium:a|moyenne=medium:a|gros=large:a|grosse=large:a|petit=small:a|petite=small:a|grand=large:a|grande=large:a
        grosses=large:a|petits=small:a|petites=small:a|grands=large:a|grandes=large:a|moyens=medium:a|moyennes=medium:a
        haches=minced:a|hachees=minced:a|rape=grated:a|rapee=grated:a|rapes=grated:a|rapees=grated:a|emince=sliced:a|emincee=sliced:a
        eminces=sliced:a|emincees=sliced:a|ecrase=crushed:a|ecrasee=crushed:a|ecrases=crushed:a|ecrasees=crushed:a|coupe=cut:a
        coupee=cut:a|coupes=cut:a|coupees=cut:a|cuit=cooked:a|cuite=cooked:a|cuits=cooked:a|cuites=cooked:a|fume=smoked:a|fumes=smoked:a
        mixe=blended:a|mixes=blended:a|mixee=blended:a|mixees=blended:a|pele=peeled:a|pelee=peeled:a|peles=peeled:a|pelees=peeled:a
        cisele=chopped:a|ciselee=chopped:a|ciseles=chopped:a|ciselees=chopped:a|concasse=crushed:a|concassee=crushed:a|concasses=crushed:a
        concassees=crushed:a|moulu=ground:a|moulue=ground:a|battu=beaten:a|battus=beaten:a|fondus=melted:a|fondues=melted:a|grillee=toasted:a
        grilles=toasted:a|trempe=soaked:a|trempes=soaked:a|trempees=soaked:a|egoutte=drained:a|egouttes=drained:a|tiede=lukewarm:a
        froid=cold:a|froide=cold:a|ramolli=softened:a|ferme=firm:a|fine=fine:a|grec=Greek:a|grecs=Greek:a|grecque=Greek:a
        vegetale=vegetable:a|vegetal=vegetable:a|noires=black:a|vertes=green:a|rouges=red:a|blancs=white:a|secs=dried:a
        poudre=powder|fumee liquide=liquid smoke|lentille=lentils|lentilles=lentils|lentille corail=red lentils|lentilles corail=red lentils
        thon=tuna|capre=capers|capres=capers|coriandre=coriander|menthe=mint|paprika=paprika|feta=feta|curcuma=turmeric|cumin=cumin
        curry=curry|muscade=nutmeg|noix de muscade=nutmeg|yaourts=yogurts|soja=soy|tamari=tamari|tofu=tofu|miso=miso|semoule=semolina
        avoine=oats|flocons d'avoine=rolled oats|sirop d'erable=maple syrup|epices=spices|fruits secs=dried fruit and nuts|viande=meat
        viande hachee=minced meat|crevette=prawn|crevettes=prawns|saumon=salmon|petits pois=peas|bouillon=stock|volaille=poultry
        haricots=beans|haricots blancs=white beans|haricots verts=green beans|pousses d'epinards=baby spinach|olive=olive|olives=olives
        champignons de paris=button mushrooms|creme de coco=coconut cream|margarine=margarine|noix de cajou=cashew nuts|agar agar=agar agar
        feuilles de brick=brick pastry sheets|feuilles de brique=brick pastry sheets|citron vert=lime|citrons verts=limes|jus de citron vert=lime juice
        pilon de poulet=chicken drumstick|pilons de poulet=chicken drumsticks|cuisse de poulet=chicken thigh|cuisses de poulet=chicken thighs
        blanc de poulet=chicken breast|blancs de poulet=chicken breasts|mozzarella=mozzarella|gruyere=gruyère|parmesan=parmesan
        sauce bechamel=béchamel sauce|poireau=leek|poireaux=leeks|chou=cabbage|brocoli=broccoli|mais=sweetcorn|pois chiches=chickpeas
        lardon=bacon bit|saucisse=sausage|saucisses=sausages|origan=oregano|romarin=rosemary|laurier=bay leaf|estragon=tarragon|aneth=dill
        noisettes entieres=whole hazelnuts|amandes entieres=whole almonds|entieres=whole:a|entiers=whole:a|poivron rouge=red bell pepper
        poivrons rouges=red bell peppers|levure de boulanger=baker's yeast|levure boulangere=baker's yeast|pate a tartiner=chocolate spread|pousses de soja=bean sprouts|filet mignon=filet mignon|filet mignon de porc=pork tenderloin|petit pois=peas|ecosses=shelled:a|ecossee=shelled:a|ecossees=shelled:a|equeute=trimmed:a|equeutes=trimmed:a|equeutee=trimmed:a|equeutees=trimmed:a|pain=bread|pain de mie=sandwich bread|chapelure=breadcrumbs
        navet=turnip|navets=turnips|radis=radishes|betterave=beetroot|betteraves=beetroots|patate douce=sweet potato|patates douces=sweet potatoes
        citrouille=pumpkin|potiron=pumpkin|courge=squash|butternut=butternut squash|chou-fleur=cauliflower|chou fleur=cauliflower
        choux de bruxelles=Brussels sprouts|artichaut=artichoke|artichauts=artichokes|asperge=asparagus|asperges=asparagus|fenouil=fennel
        endive=endive|endives=endives|roquette=rocket|cresson=watercress|feves=broad beans|avocat=avocado|avocats=avocados
        oignon rouge=red onion|oignons rouges=red onions|oignon nouveau=spring onion|oignons nouveaux=spring onions|ciboule=spring onion
        tomate cerise=cherry tomato|tomates cerises=cherry tomatoes|concombres=cucumbers|courgettes=courgettes|aubergines=aubergines
        banane=banana|bananes=bananas|poire=pear|poires=pears|peche=peach|peches=peaches|abricot=apricot|abricots=apricots|cerise=cherry
        cerises=cherries|prune=plum|prunes=plums|pruneaux=prunes|raisin=grape|raisins=grapes|ananas=pineapple|mangue=mango|mangues=mangoes
        kiwi=kiwi|kiwis=kiwis|myrtille=blueberry|myrtilles=blueberries|groseilles=redcurrants|cassis=blackcurrants|figue=fig|figues=figs
        datte=date|dattes=dates|pamplemousse=grapefruit|clementine=clementine|clementines=clementines|mandarine=mandarin|rhubarbe=rhubarb
        melon=melon|pasteque=watermelon|fruits rouges=red berries|fruit de la passion=passion fruit|agneau=lamb|veau=veal|dinde=turkey
        canard=duck|lapin=rabbit|chorizo=chorizo|steak=steak|filet=fillet|filets=fillets|aile de poulet=chicken wing|ailes de poulet=chicken wings
        magret de canard=duck breast|cabillaud=cod|merlu=hake|truite=trout|sardine=sardine|sardines=sardines|maquereau=mackerel
        moules=mussels|calamar=squid|calamars=squid|poulpe=octopus|noix de saint-jacques=scallops|poisson=fish|jambon cru=cured ham|bacon=bacon
        creme epaisse=thick cream|lait demi-ecreme=semi-skimmed milk|beurre sale=salted butter|yaourt nature=plain yogurt|nature=plain:a
        fromage frais=cream cheese|fromage blanc=fromage blanc|emmental=emmental|comte=comté|roquefort=roquefort|camembert=camembert
        ricotta=ricotta|burrata=burrata|creme anglaise=custard|cardamome=cardamom|clou de girofle=clove|clous de girofle=cloves
        anis etoile=star anise|badiane=star anise|safran=saffron|piment d'espelette=Espelette pepper|piment de cayenne=cayenne pepper
        poivre noir=black pepper|poivre blanc=white pepper|graines de sesame=sesame seeds|sesame=sesame|graines=seeds|sauge=sage
        cerfeuil=chervil|herbes=herbs|fines herbes=fines herbes|bouquet garni=bouquet garni|ras el hanout=ras el hanout|garam masala=garam masala
        harissa=harissa|piments=chillies|piment fort=hot chilli|ketchup=ketchup|mayonnaise=mayonnaise|sauce tomate=tomato sauce
        sauce worcestershire=Worcestershire sauce|nuoc mam=fish sauce|vinaigre balsamique=balsamic vinegar|vinaigre de cidre=cider vinegar
        vinaigre de vin=wine vinegar|huile de sesame=sesame oil|huile de colza=rapeseed oil|huile de coco=coconut oil|neutre=neutral:a
        cassonade=brown sugar|vergeoise=brown sugar|sucre semoule=caster sugar|sirop d'agave=agave syrup|confiture=jam
        beurre de cacahuete=peanut butter|cacahuetes=peanuts|cacahuete=peanut|noix de pecan=pecans|pignons de pin=pine nuts|pignons=pine nuts
        farine complete=wholemeal flour|pain complet=wholemeal bread|riz complet=brown rice|sarrasin=buckwheat|farine de sarrasin=buckwheat flour
        farine de riz=rice flour|fecule de pomme de terre=potato starch|fecule=starch|bicarbonate de soude=baking soda|agar-agar=agar agar
        pepites de chocolat=chocolate chips|vermicelles=vermicelli|spaghettis=spaghetti|spaghetti=spaghetti|coquillettes=macaroni|penne=penne
        lasagnes=lasagne sheets|quinoa=quinoa|boulgour=bulgur|couscous=couscous|haricots rouges=kidney beans|flageolets=flageolet beans
        biscuits=biscuits|brioche=brioche|baguette=baguette|baguettes=baguettes|pate sablee=sweet shortcrust pastry|pate a pizza=pizza dough
        tortillas=tortillas|cube de bouillon=stock cube|fond de veau=veal stock|vin=wine|biere=beer|rhum=rum|cognac=cognac|kirsch=kirsch
        porto=port|cidre=cider|cafe soluble=instant coffee|extrait de vanille=vanilla extract|arome de vanille=vanilla flavouring
        eau de fleur d'oranger=orange blossom water|glacons=ice cubes|creme glacee=ice cream|bio=organic:a|surgele=frozen:a|surgeles=frozen:a
        surgelee=frozen:a|surgelees=frozen:a|epluche=peeled:a|epluchees=peeled:a|epluches=peeled:a|moutarde a l'ancienne=wholegrain mustard
        moutarde de dijon=Dijon mustard|levure seche=dried yeast|levure dietetique=nutritional yeast|tofu ferme=firm tofu|tofu fume=smoked tofu
        concentre de tomates=tomato paste|huile d'olives=olive oil|cube=cube|cubes=cubes|boule=ball|boules=balls|julienne=julienned:a
        rondelles=sliced:a|lamelles=sliced:a|naturel=natural:a|naturelle=natural:a
        cornichons=gherkins|cornichon=gherkin|sauce=sauce
        """,
        "es": """
        tallos=stems|tallo=stem
        especias=spices|especia=spice|condimentos=seasonings
        c/n=as needed|arroz con leche=rice pudding|cascara de limon=lemon peel|cascara de naranja=orange peel|harina de maiz=corn flour|harina de maiz precocida=precooked corn flour|harina pan=precooked corn flour|cantidad necesaria=as needed|huevo duro=hard-boiled egg|huevos duros=hard-boiled eggs|harina=flour|azucar=sugar|azucar glas=icing sugar|azucar moreno=brown sugar|mantequilla=butter|huevo=egg|huevos=eggs|grenetina=gelatin|harina para hot cakes=pancake mix|crema para batir=whipping cream|nata para montar=whipping cream|blanca=white:a|blancas=white:a|blancos=white:a|chile serrano=serrano chilli|chiles serranos=serrano chillies|queso oaxaca=Oaxaca cheese|queso panela=panela cheese|queso cotija=cotija cheese|picadito=finely chopped:a|picadita=finely chopped:a|picaditos=finely chopped:a|picaditas=finely chopped:a|deshebrado=shredded:a|deshebrada=shredded:a|deshebrados=shredded:a|deshebradas=shredded:a
        yema=yolk|yemas=yolks|clara=egg white|claras=egg whites|leche=milk|leche entera=whole milk|nata=cream|crema=cream
        chocolate=chocolate|chocolate negro=dark chocolate|cacao=cocoa|cacao en polvo=cocoa powder|levadura=yeast|levadura quimica=baking powder
        sal=salt|pimienta=pepper|aceite=oil|aceite de oliva=olive oil|vinagre=vinegar|agua=water|ajo=garlic|cebolla=onion|cebollas=onions
        tomate=tomato|tomates=tomatoes|patata=potato|patatas=potatoes|papa=potato|papas=potatoes|zanahoria=carrot|zanahorias=carrots
        pimiento=bell pepper|pollo=chicken|pechuga de pollo=chicken breast|carne=meat|carne picada=minced meat|cerdo=pork|ternera=beef
        arroz=rice|queso=cheese|limon=lemon|zumo de limon=lemon juice|naranja=orange|manzana=apple|platano=banana|fresa=strawberry
        fresas=strawberries|canela=cinnamon|vainilla=vanilla|miel=honey|perejil=parsley|cilantro=coriander|comino=cumin|oregano=oregano
        laurel=bay leaf|almendra=almond|almendras=almonds|nuez=walnut|nueces=walnuts|garbanzos=chickpeas|lentejas=lentils|frijoles=beans
        gambas=prawns|camarones=shrimp|pescado=fish|atun=tuna|champinones=mushrooms|espinacas=spinach|lechuga=lettuce|pepino=cucumber
        negro=dark:a|blanco=white:a|entera=whole:a|fresco=fresh:a|fresca=fresh:a|rojo=red:a|verde=green:a|picado=chopped:a
        cucharada=tablespoon|cucharadita=teaspoon|taza=cup|pizca=pinch|diente=clove|dientes=cloves|al gusto=to taste|opcional=optional
        mediana=medium:a|mediano=medium:a|grande=large:a|grandes=large:a|pequena=small:a|pequeno=small:a|chica=small:a|chico=small:a
        res=beef|carne de res=beef|carne molida=ground beef|costillas=ribs|costillas de res=beef ribs|libra=pound|libras=pounds
        cucharita=teaspoon|cucharitas=teaspoons|elote=corn on the cob|elotes=corn on the cob|ejotes=green beans|calabacita=courgette
        calabacitas=courgettes|chile=chilli|chiles=chillies|jitomate=tomato|jitomates=tomatoes|frijol=bean|tortillas=tortillas
        picada=chopped:a|picados=chopped:a|picadas=chopped:a|cortado=cut:a|cortada=cut:a|cortados=cut:a|cortadas=cut:a|rallado=grated:a
        rallada=grated:a|rallados=grated:a|ralladas=grated:a|molido=ground:a|molida=ground:a|triturado=crushed:a|triturados=crushed:a
        triturada=crushed:a|trituradas=crushed:a|pelado=peeled:a|pelados=peeled:a|pelada=peeled:a|peladas=peeled:a|cocido=cooked:a
        cocidos=cooked:a|cocida=cooked:a|cocidas=cooked:a|derretido=melted:a|derretida=melted:a|batido=beaten:a|batidos=beaten:a
        asado=roasted:a|asados=roasted:a|tostado=toasted:a|tostados=toasted:a|maduro=ripe:a|maduros=ripe:a|madura=ripe:a|maduras=ripe:a
        medianas=medium:a|medianos=medium:a|pequenas=small:a|pequenos=small:a|rojos=red:a|roja=red:a|verdes=green:a|frescos=fresh:a
        polvo=powder|hueso=bone|huesos=bones|ajos=garlic|consome=bouillon|yuca=cassava|yucas=cassava|repollo=cabbage|chayote=chayote
        chayotes=chayotes|pimienta negra=black pepper|aguacate=avocado|aguacates=avocados|cilantro fresco=fresh coriander|limones=lemons
        cebollas moradas=red onions|cebolla morada=red onion|pepinos=cucumbers|comino molido=ground cumin|paprika=paprika|pimenton=paprika
        cebollin=spring onion|cebolleta=spring onion|puerro=leek|apio=celery|calabaza=pumpkin|calabacin=courgette|berenjena=aubergine
        berenjenas=aubergines|pimiento rojo=red bell pepper|pimientos=bell peppers|jalapeno=jalapeño|jalapenos=jalapeños|chipotle=chipotle
        tomatillo=tomatillo|tomatillos=tomatillos|col=cabbage|coliflor=cauliflower|brocoli=broccoli|espinaca=spinach|betabel=beetroot
        remolacha=beetroot|rabano=radish|rabanos=radishes|maiz=sweetcorn|guisantes=peas|chicharos=peas|habas=broad beans
        judias verdes=green beans|champinon=mushroom|setas=mushrooms|hongos=mushrooms|camote=sweet potato|nopales=cactus paddles
        hierbabuena=mint|menta=mint|albahaca=basil|romero=rosemary|tomillo=thyme|hojas de laurel=bay leaves|hoja de laurel=bay leaf
        platano macho=plantain|pina=pineapple|mango=mango|mangos=mangoes|papaya=papaya|sandia=watermelon|melon=melon|uvas=grapes
        pera=pear|peras=pears|durazno=peach|duraznos=peaches|melocoton=peach|cerezas=cherries|frambuesas=raspberries|moras=blackberries
        arandanos=blueberries|coco=coconut|naranjas=oranges|manzanas=apples|nuez moscada=nutmeg|pasas=raisins|datiles=dates|higos=figs
        pechugas de pollo=chicken breasts|muslo de pollo=chicken thigh|muslos de pollo=chicken thighs|alitas de pollo=chicken wings
        lomo=loin|chuleta=chop|chuletas=chops|tocino=bacon|jamon=ham|chorizo=chorizo|salchicha=sausage|salchichas=sausages|cordero=lamb
        pavo=turkey|bistec=steak|salmon=salmon|bacalao=cod|merluza=hake|sardinas=sardines|calamar=squid|calamares=squid|pulpo=octopus
        mejillones=mussels|almejas=clams|langostinos=king prawns|queso crema=cream cheese|queso fresco=fresh cheese|parmesano=parmesan
        mozzarella=mozzarella|crema agria=sour cream|leche condensada=condensed milk|leche evaporada=evaporated milk|margarina=margarine
        yogur=yogurt|yogur natural=plain yogurt|natural=plain:a|pimenton dulce=sweet paprika|dulce=sweet:a|clavo de olor=clove
        clavos de olor=cloves|anis=anise|curcuma=turmeric|jengibre=ginger|sal gruesa=coarse salt|gruesa=coarse:a|caldo=stock
        caldo de pollo=chicken stock|salsa de soja=soy sauce|salsa de soya=soy sauce|salsa de tomate=tomato sauce|pure de tomate=tomato purée
        mayonesa=mayonnaise|mostaza=mustard|ketchup=ketchup|vinagre de manzana=cider vinegar|vegetal=vegetable:a|aceite de girasol=sunflower oil
        aceite de coco=coconut oil|harina de trigo=wheat flour|maicena=cornflour|fecula de maiz=cornflour|polvo para hornear=baking powder
        bicarbonato=baking soda|bicarbonato de sodio=baking soda|azucar glass=icing sugar|azucar mascabado=brown sugar|piloncillo=piloncillo
        extracto de vainilla=vanilla extract|esencia de vainilla=vanilla essence|galletas=biscuits|pan=bread|pan rallado=breadcrumbs
        tortilla de maiz=corn tortilla|tortillas de maiz=corn tortillas|fideos=noodles|espagueti=spaghetti|frijoles negros=black beans
        cacahuates=peanuts|cacahuetes=peanuts|mani=peanuts|ajonjoli=sesame|avena=oats|hielo=ice|vino blanco=white wine|vino tinto=red wine
        cerveza=beer|tibia=lukewarm:a|tibio=lukewarm:a|caliente=hot:a|fria=cold:a|frio=cold:a|zanahoria rallada=grated carrot
        cebollino=chives|eneldo=dill|avellanas=hazelnuts|nabo=turnip|batata=sweet potato|hinojo=fennel|alcachofa=artichoke
        alcachofas=artichokes|esparragos=asparagus|aceitunas=olives|alcaparras=capers|cuscus=couscous|quinoa=quinoa|queso parmesano=parmesan
        pasta=pasta
        """,
        "it": """
        spezie=spices
        farina=flour|zucchero=sugar|zucchero a velo=icing sugar|burro=butter|uovo=egg|uova=eggs|tuorlo=yolk|tuorli=yolks|albume=egg white|mele=apples|pelati=peeled:a|pomodori pelati=peeled tomatoes|dorata=golden:a|cipolla dorata=brown onion|olio extravergine d'oliva=extra virgin olive oil|olio evo=extra virgin olive oil|vanillina=vanillin|dado da brodo=stock cube|panna da montare=whipping cream|farina manitoba=strong flour|qb=to taste|lievito per torte=baking powder
        latte=milk|latte intero=whole milk|panna=cream|panna fresca=fresh cream|cioccolato=chocolate|cioccolato fondente=dark chocolate
        cacao=cocoa|cacao amaro=unsweetened cocoa|lievito=yeast|lievito per dolci=baking powder|sale=salt|pepe=pepper|olio=oil|nero=black:a|nera=black:a|savoiardi=ladyfingers|caffe=coffee|caffe espresso=espresso
        olio extravergine di oliva=extra virgin olive oil|olio d'oliva=olive oil|aceto=vinegar|acqua=water|aglio=garlic|cipolla=onion
        pomodoro=tomato|pomodori=tomatoes|patata=potato|patate=potatoes|carota=carrot|carote=carrots|sedano=celery|basilico=basil
        prezzemolo=parsley|rosmarino=rosemary|origano=oregano|pollo=chicken|manzo=beef|maiale=pork|pancetta=pancetta|guanciale=guanciale
        prosciutto=ham|formaggio=cheese|parmigiano=parmesan|pecorino=pecorino|mozzarella=mozzarella|ricotta=ricotta|riso=rice|pasta=pasta
        spaghetti=spaghetti|limone=lemon|arancia=orange|mela=apple|fragola=strawberry|fragole=strawberries|vaniglia=vanilla|miele=honey
        mandorle=almonds|nocciole=hazelnuts|noci=walnuts|funghi=mushrooms|spinaci=spinach|zucchine=courgettes|melanzane=aubergines
        fondente=dark:a|bianco=white:a|intero=whole:a|fresco=fresh:a|fresca=fresh:a|rosso=red:a|verde=green:a|grattugiato=grated:a
        cucchiaio=tablespoon|cucchiaino=teaspoon|pizzico=pinch|spicchio=clove|spicchi=cloves|q.b.=to taste|quanto basta=to taste
        medio=medium:a|media=medium:a|grande=large:a|grandi=large:a|piccola=small:a|piccolo=small:a
        agnello=lamb|tacchino=turkey|salsiccia=sausage|salsicce=sausages|gamberi=prawns|gamberetti=shrimp|salmone=salmon|tonno=tuna
        merluzzo=cod|cozze=mussels|vongole=clams|yogurt=yogurt|pane=bread|pangrattato=breadcrumbs|semola=semolina|scalogno=shallot
        zucchina=courgette|melanzana=aubergine|peperone=bell pepper|peperoni=bell peppers|lattuga=lettuce|cetriolo=cucumber
        broccoli=broccoli|cavolo=cabbage|cavolfiore=cauliflower|fagiolini=green beans|piselli=peas|lenticchie=lentils|ceci=chickpeas
        fagioli=beans|pera=pear|pere=pears|banana=banana|bicarbonato=baking soda|cannella=cinnamon|noce moscata=nutmeg|zenzero=ginger
        cumino=cumin|curcuma=turmeric|paprika=paprika|coriandolo=coriander|timo=thyme|alloro=bay leaf|foglie di alloro=bay leaves
        menta=mint|erba cipollina=chives|aneto=dill|senape=mustard|maionese=mayonnaise|brodo=stock|brodo vegetale=vegetable stock
        brodo di pollo=chicken stock|vino bianco=white wine|vino rosso=red wine|uvetta=raisins|avena=oats|mais=sweetcorn|porro=leek
        rapa=turnip|barbabietola=beetroot|ravanello=radish|ravanelli=radishes|zucca=pumpkin|finocchio=fennel|carciofi=artichokes
        carciofo=artichoke|asparagi=asparagus|olive=olives|capperi=capers|mascarpone=mascarpone|pinoli=pine nuts|pistacchi=pistachios
        peperoncino=chilli|passata di pomodoro=passata|concentrato di pomodoro=tomato paste|pomodorini=cherry tomatoes|rucola=rocket
        uova intere=whole eggs|burro fuso=melted butter|zucchero di canna=brown sugar|lievito di birra=fresh yeast|amido di mais=cornflour
        """,
        "de": """
        sehr=very:a|steif=stiff:a|steif geschlagen=stiffly whipped:a|steif geschlagene=stiffly whipped:a|geschlagen=whipped:a|geschlagene=whipped:a|biskuitzungen=ladyfingers|vanillegeschmack=vanilla flavour
        gewurze=spices|gewurz=spice
        mehl=flour|zucker=sugar|puderzucker=icing sugar|brauner zucker=brown sugar|butter=butter|ei=egg|eier=eggs|eigelb=egg yolk|bio=organic:a|loffelbiskuits=ladyfingers|loffelbiskuit=ladyfingers|puddingpulver=custard powder|sahnesteif=cream stabiliser|mineralwasser=sparkling water|tk=frozen:a|tiefgekuhlt=frozen:a|tiefgekuhlte=frozen:a|frucht=fruit|fruchte=fruit|cocktail=cocktail|grosse m=size M|grosse l=size L|grosse s=size S|grosse xl=size XL|gelierzucker=jam sugar
        eiweiss=egg white|milch=milk|sahne=cream|schlagsahne=whipping cream|schokolade=chocolate|zartbitterschokolade=dark chocolate
        kakao=cocoa|kakaopulver=cocoa powder|hefe=yeast|backpulver=baking powder|salz=salt|pfeffer=pepper|ol=oil|olivenol=olive oil
        essig=vinegar|wasser=water|knoblauch=garlic|knoblauchzehe=garlic clove|zwiebel=onion|zwiebeln=onions|tomate=tomato|tomaten=tomatoes
        kartoffel=potato|kartoffeln=potatoes|karotte=carrot|karotten=carrots|mohre=carrot|paprika=bell pepper|hahnchen=chicken
        hahnchenbrust=chicken breast|rindfleisch=beef|schweinefleisch=pork|hackfleisch=minced meat|speck=bacon|schinken=ham|kase=cheese
        reis=rice|nudeln=noodles|zitrone=lemon|zitronensaft=lemon juice|orange=orange|apfel=apple|apfel=apples|erdbeeren=strawberries
        himbeeren=raspberries|vanille=vanilla|vanillezucker=vanilla sugar|honig=honey|zimt=cinnamon|petersilie=parsley|schnittlauch=chives
        mandeln=almonds|haselnusse=hazelnuts|walnusse=walnuts|pilze=mushrooms|spinat=spinach|gurke=cucumber|joghurt=yogurt|quark=quark
        frisch=fresh:a|frische=fresh:a|weiss=white:a|rot=red:a|grun=green:a|gehackt=chopped:a|geschmolzen=melted:a
        esslöffel=tablespoon|teeloffel=teaspoon|prise=pinch|tasse=cup|becher=pot|packchen=sachet|bund=bunch
        nach belieben=to taste|etwas=some
        gross=large:a|grosse=large:a|klein=small:a|kleine=small:a|mittelgross=medium:a|mittelgrosse=medium:a
        lauch=leek|porree=leek|sellerie=celery|staudensellerie=celery|kürbis=pumpkin|zucchini=courgette|aubergine=aubergine
        auberginen=aubergines|paprikaschote=bell pepper|paprikaschoten=bell peppers|paprikapulver=paprika|edelsüßpaprika=sweet paprika
        chili=chilli|chilischote=chilli|chilischoten=chillies|peperoni=hot peppers|frühlingszwiebel=spring onion|frühlingszwiebeln=spring onions
        lauchzwiebel=spring onion|lauchzwiebeln=spring onions|schalotte=shallot|schalotten=shallots|knoblauchzehen=garlic cloves
        zehe=clove|zehen=cloves|brokkoli=broccoli|blumenkohl=cauliflower|rosenkohl=Brussels sprouts|weißkohl=white cabbage
        rotkohl=red cabbage|kohl=cabbage|spargel=asparagus|erbsen=peas|bohnen=beans|grüne bohnen=green beans|kichererbsen=chickpeas
        linsen=lentils|mais=sweetcorn|champignons=mushrooms|salat=lettuce|feldsalat=lamb's lettuce|rucola=rocket|radieschen=radishes
        rote bete=beetroot|süßkartoffel=sweet potato|süßkartoffeln=sweet potatoes|ingwer=ginger|tomatenmark=tomato paste
        passierte tomaten=passata|dosentomaten=canned tomatoes|gewürzgurken=gherkins|oliven=olives|kapern=capers|avocado=avocado
        birne=pear|birnen=pears|banane=banana|bananen=bananas|kirschen=cherries|pflaumen=plums|zwetschgen=plums|aprikosen=apricots
        pfirsich=peach|pfirsiche=peaches|heidelbeeren=blueberries|blaubeeren=blueberries|johannisbeeren=redcurrants|brombeeren=blackberries
        trauben=grapes|rosinen=raisins|ananas=pineapple|mango=mango|limette=lime|limetten=limes|orangensaft=orange juice
        zitronenschale=lemon zest|rhabarber=rhubarb|kokosmilch=coconut milk|kokosraspeln=desiccated coconut|huhn=chicken|hühnchen=chicken
        hähnchenschenkel=chicken thighs|pute=turkey|putenbrust=turkey breast|ente=duck|lamm=lamb|kalbfleisch=veal|rinderhackfleisch=minced beef
        hack=mince|schweinebauch=pork belly|bratwurst=bratwurst|wurst=sausage|würstchen=sausages|salami=salami|lachs=salmon|thunfisch=tuna
        garnelen=prawns|forelle=trout|kabeljau=cod|fisch=fish|vollmilch=whole milk|saure sahne=sour cream|schmand=soured cream
        frischkäse=cream cheese|mozzarella=mozzarella|parmesan=parmesan|gouda=gouda|feta=feta|mascarpone=mascarpone|buttermilch=buttermilk
        naturjoghurt=plain yogurt|griechischer joghurt=Greek yogurt|weizenmehl=wheat flour|dinkelmehl=spelt flour|vollkornmehl=wholemeal flour
        speisestärke=cornflour|stärke=starch|rohrzucker=cane sugar|vanilleschote=vanilla pod|vanilleextrakt=vanilla extract
        vanille-essenz=vanilla essence|natron=baking soda|trockenhefe=dried yeast|gelatine=gelatin|ahornsirup=maple syrup|marmelade=jam
        konfitüre=jam|kuvertüre=couverture chocolate|schokoraspeln=chocolate shavings|haferflocken=rolled oats|nüsse=nuts
        gemahlene mandeln=ground almonds|pinienkerne=pine nuts|sonnenblumenkerne=sunflower seeds|sesam=sesame|leinsamen=linseed
        spaghetti=spaghetti|semmelbrösel=breadcrumbs|paniermehl=breadcrumbs|brot=bread|brötchen=bread rolls|toastbrot=sandwich bread
        blätterteig=puff pastry|brühe=stock|gemüsebrühe=vegetable stock|hühnerbrühe=chicken stock|rinderbrühe=beef stock|sojasauce=soy sauce
        sojasoße=soy sauce|senf=mustard|ketchup=ketchup|mayonnaise=mayonnaise|balsamico=balsamic vinegar|rapsöl=rapeseed oil
        sonnenblumenöl=sunflower oil|wein=wine|weißwein=white wine|rotwein=red wine|bier=beer|rum=rum|muskat=nutmeg|muskatnuss=nutmeg
        nelken=cloves|kreuzkümmel=cumin|kümmel=caraway|kurkuma=turmeric|koriander=coriander|currypulver=curry powder|chiliflocken=chilli flakes
        cayennepfeffer=cayenne pepper|schwarzer pfeffer=black pepper|lorbeerblatt=bay leaf|lorbeerblätter=bay leaves|thymian=thyme
        rosmarin=rosemary|oregano=oregano|basilikum=basil|dill=dill|minze=mint|salbei=sage|kräuter=herbs|gemahlen=ground:a
        gemahlene=ground:a|gemahlener=ground:a|geriebene=grated:a|geriebener=grated:a|gerieben=grated:a|geschält=peeled:a|geschälte=peeled:a
        gewürfelt=diced:a|gewürfelte=diced:a|geschnitten=sliced:a|geschmolzene=melted:a|weiche=soft:a|weich=soft:a|kalt=cold:a|kalte=cold:a
        kaltes=cold:a|warm=warm:a|warme=warm:a|warmes=warm:a|lauwarm=lukewarm:a|lauwarmes=lukewarm:a|getrocknet=dried:a|getrocknete=dried:a
        gekocht=cooked:a|gekochte=cooked:a|rote=red:a|roter=red:a|grüne=green:a|weiße=white:a|schwarzer=black:a|brauner=brown:a
        ungesalzen=unsalted:a|ungesalzene=unsalted:a|gesalzen=salted:a|gesalzene=salted:a|großer=large:a|kleiner=small:a
        stück=piece|dose=can|glas=jar|scheibe=slice|scheiben=slices|messerspitze=pinch
        festkochend=waxy:a|festkochende=waxy:a|mehligkochend=floury:a|mehligkochende=floury:a|kopfsalat=lettuce|eisbergsalat=iceberg lettuce|blattsalat=salad leaves
        lorbeer=bay leaf|lorbeerblatter=bay leaves|weisswein=white wine|rote beete=beetroot|fenchel=fennel
        """,
        "pt": """
        temperos=seasonings|tempero=seasoning|especiarias=spices
        pimenta do reino=black pepper|pimenta-do-reino=black pepper|sal e pimenta do reino=salt and black pepper|pimentao=bell pepper|pimentao verde=green bell pepper|pimentao vermelho=red bell pepper|tomate pelado=peeled tomatoes|mucarela=mozzarella|maduro=ripe:a|madura=ripe:a|maduros=ripe:a|maduras=ripe:a|queijo mucarela=mozzarella|queijo mussarela=mozzarella|sem sabor=unflavoured:a|polvilho doce=sweet tapioca starch|polvilho azedo=sour tapioca starch|banana nanica=banana|bananas nanicas=bananas|picadinho=finely chopped:a|picadinha=finely chopped:a|picadinhos=finely chopped:a|picadinhas=finely chopped:a|para pincelar=for brushing|requeijao cremoso=cream cheese|creme de leite para bater=whipping cream
        farinha=flour|farinha de trigo=wheat flour|farinha de trigo sem fermento=plain flour|farinha de trigo com fermento=self-raising flour|acucar=sugar|acucar refinado=caster sugar|manteiga=butter|ovo=egg|ovos=eggs|gema=yolk
        gemas=yolks|clara=egg white|claras=egg whites|leite=milk|leite condensado=condensed milk|creme de leite=cream|nata=cream
        chocolate=chocolate|chocolate meio amargo=dark chocolate|cacau=cocoa|chocolate em po=cocoa powder|fermento=baking powder
        fermento biologico=yeast|sal=salt|pimenta=pepper|oleo=oil|azeite=olive oil|vinagre=vinegar|agua=water|alho=garlic|cebola=onion
        tomate=tomato|tomates=tomatoes|batata=potato|batatas=potatoes|cenoura=carrot|frango=chicken|peito de frango=chicken breast
        carne=meat|carne moida=minced meat|porco=pork|arroz=rice|feijao=beans|queijo=cheese|limao=lemon|laranja=orange|maca=apple
        banana=banana|morango=strawberry|morangos=strawberries|canela=cinnamon|baunilha=vanilla|mel=honey|salsa=parsley|coentro=coriander
        amendoim=peanuts|castanha=chestnut|coco=coconut|leite de coco=coconut milk
        branco=white:a|inteiro=whole:a|fresco=fresh:a|vermelho=red:a|verde=green:a|picado=chopped:a|derretida=melted:a
        colher de sopa=tablespoon|colher de cha=teaspoon|xicara=cup|pitada=pinch|dente=clove|dentes=cloves|a gosto=to taste
        media=medium:a|medio=medium:a|grande=large:a|grandes=large:a|pequena=small:a|pequeno=small:a
        picada=chopped:a|picados=chopped:a|picadas=chopped:a|cortado=cut:a|cortada=cut:a|cortados=cut:a|cortadas=cut:a|ralado=grated:a
        ralada=grated:a|ralados=grated:a|raladas=grated:a|amassado=crushed:a|amassada=crushed:a|amassados=crushed:a|amassadas=crushed:a
        fatiado=sliced:a|fatiada=sliced:a|fatiados=sliced:a|fatiadas=sliced:a|batido=beaten:a|batidos=beaten:a|batida=beaten:a
        moido=ground:a|moida=ground:a|cozido=cooked:a|cozida=cooked:a|cozidos=cooked:a|cozidas=cooked:a|derretido=melted:a
        descascado=peeled:a|descascada=peeled:a|descascados=peeled:a|descascadas=peeled:a|temperado=seasoned:a|temperada=seasoned:a
        medias=medium:a|medios=medium:a|pequenas=small:a|pequenos=small:a|vermelhos=red:a|vermelha=red:a|verdes=green:a|frescos=fresh:a
        po=powder|batata doce=sweet potato|batatas doces=sweet potatoes|oregano=oregano|paprica=paprika|paprica doce=sweet paprika
        paprica defumada=smoked paprika|fuba=cornmeal|salsinha=parsley|cheiro verde=parsley and spring onion|cheiro-verde=parsley and spring onion
        berinjela=aubergine|berinjelas=aubergines|abobrinha=courgette|abobrinhas=courgettes|cebolas=onions|cenouras=carrots|repolho=cabbage
        milho=sweetcorn|ervilha=peas|ervilhas=peas|linguica=sausage|bacon=bacon|presunto=ham|mussarela=mozzarella|parmesao=parmesan
        polvilho=tapioca starch|amido de milho=cornflour|maisena=cornflour|farinha de rosca=breadcrumbs|pao=bread|cebolinha=spring onion
        alho-poro=leek|alho poro=leek|cebola roxa=red onion|pimenta calabresa=chilli flakes|manjericao=basil|hortela=mint|alecrim=rosemary
        tomilho=thyme|louro=bay leaf|folha de louro=bay leaf|folhas de louro=bay leaves|cominho=cumin|acafrao-da-terra=turmeric
        curcuma=turmeric|cravo-da-india=clove|cravos-da-india=cloves|noz-moscada=nutmeg|gengibre=ginger|colorau=annatto powder|urucum=annatto
        mandioca=cassava|aipim=cassava|inhame=yam|abobora=pumpkin|chuchu=chayote|quiabo=okra|couve=kale|couve-flor=cauliflower
        brocolis=broccoli|alface=lettuce|pepino=cucumber|beterraba=beetroot|espinafre=spinach|palmito=heart of palm|azeitona=olive
        azeitonas=olives|champignon=mushrooms|cogumelos=mushrooms|bananas=bananas|abacaxi=pineapple|manga=mango|maracuja=passion fruit
        goiabada=guava paste|limoes=lemons|laranjas=oranges|uva=grape|uvas=grapes|leite em po=powdered milk|requeijao=cream cheese
        cream cheese=cream cheese|iogurte=yogurt|iogurte natural=plain yogurt|natural=plain:a|manteiga sem sal=unsalted butter
        margarina=margarine|oleo de coco=coconut oil|azeite de oliva=olive oil|vegetal=vegetable:a|desfiado=shredded:a|desfiada=shredded:a
        coxa de frango=chicken leg|coxas de frango=chicken legs|sobrecoxa=chicken thigh|sobrecoxas=chicken thighs|file de frango=chicken fillet
        file=fillet|costela=ribs|calabresa=calabresa sausage|peixe=fish|camarao=prawn|camaroes=prawns|atum=tuna|sardinha=sardine
        sardinhas=sardines|bacalhau=salt cod|fermento em po=baking powder|acucar mascavo=brown sugar|acucar de confeiteiro=icing sugar
        acucar cristal=granulated sugar|gelatina=gelatin|farinha de mandioca=cassava flour|tapioca=tapioca|aveia=oats|flocos de aveia=rolled oats
        castanha de caju=cashew nuts|castanhas de caju=cashew nuts|castanha-do-para=Brazil nuts|nozes=walnuts|amendoas=almonds
        uva passa=raisins|uvas passas=raisins|pao de forma=sandwich bread|macarrao=pasta|feijao preto=black beans|lentilha=lentils
        grao de bico=chickpeas|grao-de-bico=chickpeas|molho de tomate=tomato sauce|molho shoyu=soy sauce|shoyu=soy sauce
        extrato de tomate=tomato paste|catchup=ketchup|ketchup=ketchup|maionese=mayonnaise|mostarda=mustard|caldo de galinha=chicken stock
        caldo=stock|agua morna=lukewarm water|morna=lukewarm:a|morno=lukewarm:a|gelada=cold:a|gelado=cold:a|vinho branco=white wine
        vinho tinto=red wine|cerveja=beer|cachaca=cachaça|essencia de baunilha=vanilla essence|bicarbonato de sodio=baking soda
        bicarbonato=baking soda|sal grosso=coarse salt|queijo ralado=grated cheese|queijo parmesao=parmesan|queijo mussarela=mozzarella
        cordeiro=lamb|peru=turkey|salmao=salmon|vagem=green beans|pera=pear|endro=dill|avela=hazelnut|avelas=hazelnuts|aipo=celery
        nabo=turnip|rabanete=radish|funcho=fennel|erva-doce=fennel|alcachofra=artichoke|aspargos=asparagus|alcaparras=capers|cuscuz=couscous
        quinoa=quinoa|carne bovina=beef|molho de soja=soy sauce
        """,
    ]
}
