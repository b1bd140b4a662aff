/// Vietnamese, Indonesian, Turkish, Polish and Dutch ingredient names in English, in the
/// `key=English` form `Glossary.tables` reads (`:a` marks an adjective, put before its noun).
/// No offline translator for these languages is installed: a name is put into English when
/// every word of it is here, and stays as written, marked with its language, when one is not.
/// Everyday names as a list writes them; Polish also in the genitive an amount takes ("500 g
/// mąki"); Turkish in the compound forms ("domates salçası").
extension Glossary {
    static let vietnamese = """
        thịt bò=beef|thịt heo=pork|thịt lợn=pork|thịt ba chỉ=pork belly|thịt gà=chicken|gà=chicken|thịt băm=minced pork|xương bò=beef bones
        xương heo=pork bones|xương ống=marrow bones|tôm=shrimp|cá=fish|mực=squid|trứng=eggs|trứng gà=eggs|hành tây=onion|hành lá=spring onion
        hành tím=shallots|hành khô=shallots|hành=onion|tỏi=garlic|gừng=ginger|sả=lemongrass|ớt=chilli|nước mắm=fish sauce|nước tương=soy sauce
        xì dầu=soy sauce|dầu ăn=cooking oil|dầu hào=oyster sauce|muối=salt|đường=sugar|đường phèn=rock sugar|tiêu=pepper|hạt tiêu=pepper
        bột ngọt=MSG|hạt nêm=seasoning powder|nước=water|nước dừa=coconut water|nước cốt dừa=coconut milk|gạo=rice|cơm=cooked rice
        bún=rice vermicelli|bánh phở=rice noodles|rau mùi=coriander|ngò=coriander|ngò gai=sawtooth coriander|húng quế=Thai basil
        rau thơm=herbs|chanh=lime|cà chua=tomatoes|khoai tây=potatoes|cà rốt=carrot|giá=bean sprouts|giá đỗ=bean sprouts|đậu phụ=tofu
        đậu hũ=tofu|nấm=mushrooms|quế=cinnamon|hoa hồi=star anise|hồi=star anise|thảo quả=black cardamom|đinh hương=cloves|bột mì=flour
        vừa đủ=as needed|tùy thích=to taste|một ít=a little|bột năng=tapioca starch|sữa=milk|bơ=butter|mật ong=honey|giấm=vinegar|rau muống=water spinach|cải thảo=napa cabbage
        """

    static let indonesian = """
        nasi=rice|nasi putih=white rice|beras=rice|bawang merah=shallots|bawang putih=garlic|bawang bombay=onion|daun bawang=spring onion
        telur=eggs|telur ayam=eggs|kecap manis=sweet soy sauce|kecap asin=soy sauce|saus tiram=oyster sauce|saus sambal=chilli sauce
        garam=salt|gula=sugar|gula pasir=sugar|gula merah=palm sugar|gula jawa=palm sugar|minyak=oil|minyak goreng=cooking oil|minyak wijen=sesame oil
        cabai=chilli|cabe=chilli|cabai merah=red chillies|cabai rawit=bird's eye chillies|cabe rawit=bird's eye chillies|tomat=tomatoes
        ayam=chicken|daging ayam=chicken|daging sapi=beef|daging=meat|udang=shrimp|ikan=fish|tahu=tofu|tempe=tempeh|santan=coconut milk
        air=water|jahe=ginger|kunyit=turmeric|lengkuas=galangal|serai=lemongrass|sereh=lemongrass|daun salam=Indonesian bay leaves
        daun jeruk=kaffir lime leaves|merica=pepper|lada=pepper|ketumbar=coriander seeds|kemiri=candlenuts|terasi=shrimp paste
        kaldu bubuk=stock powder|kaldu ayam=chicken stock|tepung terigu=wheat flour|tepung beras=rice flour|tepung maizena=cornstarch
        mentega=butter|margarin=margarine|susu=milk|susu cair=milk|keju=cheese|kentang=potatoes|wortel=carrot|kol=cabbage|kubis=cabbage
        secukupnya=as needed|sesuai selera=to taste|seledri=celery|jeruk nipis=lime|mie=noodles|mi=noodles|putih=white:a|merah=red:a|hijau=green:a|goreng=fried:a|halus=ground:a
        """

    static let turkish = """
        tuz=salt|şeker=sugar|toz şeker=caster sugar|pudra şekeri=icing sugar|un=flour|su=water|ılık su=warm water|süt=milk|yumurta=eggs
        tereyağı=butter|zeytinyağı=olive oil|sıvı yağ=vegetable oil|yağ=oil|soğan=onion|kuru soğan=onion|taze soğan=spring onion
        sarımsak=garlic|domates=tomatoes|biber=pepper|karabiber=black pepper|pul biber=chilli flakes|kırmızı biber=red pepper
        yeşil biber=green pepper|sivri biber=green chilli|kırmızı=red:a|yeşil=green:a|mercimek=lentils|pirinç=rice|bulgur=bulgur
        nohut=chickpeas|patates=potatoes|havuç=carrot|salça=tomato paste|domates salçası=tomato paste|biber salçası=pepper paste
        kıyma=mince|tavuk=chicken|tavuk göğsü=chicken breast|et=meat|dana eti=beef|kuzu eti=lamb|yoğurt=yogurt|peynir=cheese
        yeteri kadar=as needed|isteğe göre=to taste|beyaz peynir=white cheese|kaşar peyniri=kashar cheese|maydanoz=parsley|dereotu=dill|nane=mint|kuru nane=dried mint|kimyon=cumin
        limon=lemon|limon suyu=lemon juice|kabartma tozu=baking powder|vanilya=vanilla|maya=yeast|irmik=semolina|ceviz=walnuts
        patlıcan=aubergine|kabak=courgette|ıspanak=spinach|fasulye=beans|bal=honey|sirke=vinegar|ekmek=bread|krema=cream
        """

    static let polish = """
        mąka=flour|mąki=flour|mąka pszenna=wheat flour|mąki pszennej=wheat flour|cukier=sugar|cukru=sugar|cukier puder=icing sugar
        cukru pudru=icing sugar|cukier waniliowy=vanilla sugar|cukru waniliowego=vanilla sugar|sól=salt|soli=salt|woda=water|wody=water
        ciepła=warm:a|ciepłej=warm:a|mleko=milk|mleka=milk|jajko=egg|jajka=eggs|jaj=eggs|jajek=eggs|masło=butter|masła=butter|olej=oil
        oleju=oil|oliwa=olive oil|oliwy=olive oil|cebula=onion|cebuli=onion|cebule=onions|czosnek=garlic|czosnku=garlic|ziemniaki=potatoes
        ziemniaków=potatoes|twaróg=quark|twarogu=quark|ser=cheese|sera=cheese|śmietana=sour cream|śmietany=sour cream|pieprz=pepper
        pieprzu=pepper|marchew=carrot|marchewka=carrot|marchewki=carrots|kapusta=cabbage|kapusty=cabbage|pomidory=tomatoes|pomidorów=tomatoes
        mięso=meat|mięsa=meat|mięso mielone=mince|mięsa mielonego=mince|wołowina=beef|wołowiny=beef|wieprzowina=pork|wieprzowiny=pork
        kurczak=chicken|kurczaka=chicken|pierś z kurczaka=chicken breast|boczek=bacon|boczku=bacon|kiełbasa=sausage|kiełbasy=sausage
        ryż=rice|ryżu=rice|makaron=pasta|makaronu=pasta|koperek=dill|koperku=dill|pietruszka=parsley|natka pietruszki=parsley
        drożdże=yeast|drożdży=yeast|proszek do pieczenia=baking powder|proszku do pieczenia=baking powder|miód=honey|miodu=honey
        do smaku=to taste|jogurt=yogurt|jogurtu=yogurt|buraki=beetroot|grzyby=mushrooms|pieczarki=mushrooms|pieczarek=mushrooms|ogórek=cucumber
        papryka=bell pepper|papryki=bell pepper|sok z cytryny=lemon juice|cytryna=lemon|cytryny=lemon
        """

    static let dutch = """
        bloem=flour|tarwebloem=wheat flour|meel=flour|suiker=sugar|poedersuiker=icing sugar|basterdsuiker=soft brown sugar|zout=salt
        peper=pepper|zwarte peper=black pepper|melk=milk|eieren=eggs|ei=egg|eidooier=egg yolk|eidooiers=egg yolks|boter=butter
        roomboter=butter|olie=oil|olijfolie=olive oil|zonnebloemolie=sunflower oil|water=water|ui=onion|uien=onions|rode ui=red onion
        knoflook=garlic|teentje knoflook=garlic clove|aardappelen=potatoes|aardappel=potato|wortel=carrot|wortels=carrots|wortelen=carrots
        tomaten=tomatoes|tomaat=tomato|kip=chicken|kipfilet=chicken breast|gehakt=mince|rundergehakt=beef mince|rundvlees=beef|spek=bacon
        spekjes=bacon lardons|kaas=cheese|geraspte kaas=grated cheese|room=cream|slagroom=whipping cream|kookroom=cooking cream
        yoghurt=yogurt|rijst=rice|pasta=pasta|gist=yeast|bakpoeder=baking powder|vanillesuiker=vanilla sugar|kaneel=cinnamon|honing=honey
        citroen=lemon|citroensap=lemon juice|peterselie=parsley|bieslook=chives|spinazie=spinach|champignons=mushrooms|paprika=bell pepper
        naar smaak=to taste|bouillon=stock|bouillonblokje=stock cube|boerenkool=kale|rookworst=smoked sausage|azijn=vinegar|mosterd=mustard|brood=bread|prei=leek|courgette=courgette|boontjes=green beans
        """
}
