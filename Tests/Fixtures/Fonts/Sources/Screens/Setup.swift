import Brand

func setUp() {
  FontLoader.registerBrandFonts()
}
