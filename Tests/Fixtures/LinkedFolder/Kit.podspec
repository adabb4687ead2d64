# The same files by their real path, written as two strings.
Pod::Spec.new do |s|
  s.name         = 'Kit'
  s.version      = '1.0.0'
  s.source_files = "Kit/*.swift", "Kit/**/*.swift"
  s.resources    = "Kit/Images/*.png"
end
